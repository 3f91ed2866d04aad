import { appendFile } from 'node:fs/promises';

import { HOSTING_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { servers, workspaceSshKeys } from '../src/db/schema/index.js';
import { workspaceKeyAad } from '../src/modules/hosting/workspace-ssh-key.js';
import { openSecret } from '../src/modules/secrets/index.js';
import { accountWithWorkspace, createProject, projectTeam } from './support/project-fixtures.js';
import { addSshUser, connectBody } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 28: connecting a server with the workspace's own key pair, Forge's way — the user adds a public key to the
 * server instead of pasting a private one. Against a real sshd whose authorized keys the test writes.
 */
let t: TestApp;
let sshd: TestSshd;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  [t, sshd] = await Promise.all([startTestApp(), startSshd()]);
  team = await projectTeam(t, 'maintainer');
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop()]);
});

const getKey = (slug: string, token: string) =>
  t.call({ method: 'GET', url: `/api/workspaces/${slug}/ssh-key`, token });
/** A connect body that sends no secret at all: the workspace's key logs in. */
const withWorkspaceKey = (projectUid: string) => connectBody(sshd, projectUid, { ssh: undefined });
const connect = (slug: string, token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/falcons/add/${slug}`, token, body });
const rowsOf = (projectId: number) => t.runtime.ctx.db.select().from(servers).where(eq(servers.projectId, projectId));

describe("the workspace's SSH key", () => {
  it('is made once, on first need: an ed25519 public key named after the workspace, with its install line', async () => {
    const reply = await getKey(team.owner.workspace.slug, team.owner.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const key = reply.json().data;
    expect(key.public_key).toMatch(
      new RegExp(`^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5[A-Za-z0-9+/]+ aerie-${team.owner.workspace.slug}$`),
    );
    expect(key.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(key.install_command).toBe(
      `mkdir -p ~/.ssh && chmod 700 ~/.ssh && echo '${key.public_key}' >> ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys`,
    );
    expect(reply.body).not.toContain('PRIVATE KEY');
    // The same key on every later call, and for a maintainer of the workspace.
    expect((await getKey(team.owner.workspace.slug, team.member.token)).json().data).toEqual(key);

    // Sealed at rest under the workspace's identity.
    const [row] = await t.runtime.ctx.db
      .select()
      .from(workspaceSshKeys)
      .where(eq(workspaceSshKeys.workspaceId, team.owner.workspace.id));
    expect(row!.privateKeyEnc).toMatch(/^k[0-9a-f]{12}\./);
    const privateKey = openSecret(t.runtime.ctx.config, row!.privateKeyEnc, workspaceKeyAad(team.owner.workspace.id));
    expect(privateKey).toContain('BEGIN OPENSSH PRIVATE KEY');
  });

  it('is one key when the first calls come at once (one insert wins, every call answers it)', async () => {
    const fresh = await accountWithWorkspace(t);
    const replies = await Promise.all(Array.from({ length: 4 }, () => getKey(fresh.workspace.slug, fresh.token)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json().data.public_key)).size).toBe(1);
    const rows = await t.runtime.ctx.db
      .select()
      .from(workspaceSshKeys)
      .where(eq(workspaceSshKeys.workspaceId, fresh.workspace.id));
    expect(rows).toHaveLength(1);
  });

  it('is another key in another workspace', async () => {
    const mine = (await getKey(team.owner.workspace.slug, team.owner.token)).json().data;
    const theirs = (await getKey(team.stranger.workspace.slug, team.stranger.token)).json().data;
    expect(theirs.fingerprint).not.toBe(mine.fingerprint);
    // A workspace the caller is not in answers as if it did not exist.
    expect((await getKey(team.stranger.workspace.slug, team.owner.token)).statusCode).toBe(404);
    // A slug that cannot be one is bad input, on its field.
    const malformed = await getKey('Not_A_Slug', team.owner.token);
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(malformed.json().errors).toEqual({ slug: ['Workspace is invalid'] });
  });
});

describe('connecting with the workspace key', () => {
  it('is refused, saying to run the install command, while the server does not have the key', async () => {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Not yet' });
    const reply = await connect(team.owner.workspace.slug, team.owner.token, withWorkspaceKey(project.u_id));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(HOSTING_MESSAGES.workspaceKeyRefused(sshd.user));
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('logs in once the key is installed, keeps no secret on the row, and works again in later sessions', async () => {
    const key = (await getKey(team.owner.workspace.slug, team.owner.token)).json().data;
    await appendFile(sshd.authorizedKeysFile, `${key.public_key}\n`);

    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Key installed' });
    const reply = await connect(team.owner.workspace.slug, team.owner.token, withWorkspaceKey(project.u_id));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      auth_method: 'workspace_key',
      active: 1,
      fingerprint: sshd.hostKeyFingerprint,
      usable: true,
    });
    const [row] = await rowsOf(project.id);
    expect(row!.credentialEnc).toBeNull();
    expect(row!.workspaceSshKeyId).toEqual(expect.any(Number));

    // Each SSH user added is a session of its own, logging in with the workspace key read afresh.
    for (const name of ['Ada', 'Grace']) {
      await addSshUser(t, team.owner.token, {
        name,
        access: ed25519KeyPair().public,
        falcon_id: row!.id,
        project_id: project.u_id,
      });
    }
  });

  it("does not open a server with another workspace's key", async () => {
    // The sshd has the owner's workspace key (installed above), not the stranger's workspace's.
    const project = await createProject(t, team.stranger.token, team.stranger.workspace.id, { name: 'Theirs' });
    const reply = await connect(team.stranger.workspace.slug, team.stranger.token, withWorkspaceKey(project.u_id));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(HOSTING_MESSAGES.workspaceKeyRefused(sshd.user));
    expect(await rowsOf(project.id)).toEqual([]);
  });
});
