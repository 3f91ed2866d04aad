import { mkdtempSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { REPOSITORY_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../src/db/client.js';
import { deploymentConfigs, gitIntegrations, servers, workspaceSshKeys } from '../src/db/schema/index.js';
import { workspaceKeyAad } from '../src/modules/hosting/workspace-ssh-key.js';
import { openSecret } from '../src/modules/secrets/index.js';
import { createDeployment, deploymentBody } from './support/deployment-api-fixtures.js';
import { startRun, waitForRun } from './support/deployment-fixtures.js';
import { connectPlatform, startFakeGitProviders } from './support/fake-git-providers.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { pgDump, rowsDump } from './support/raw-dump.js';
import { createRepository } from './support/repository-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTestDatabase } from './support/test-database.js';

let t: TestApp;
let database: DatabaseHandle;
let sshd: TestSshd;
let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
let gitDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-secrets-git-'));
  [fakes, sshd, database] = await Promise.all([startFakeGitProviders(), startSshd(), openTestDatabase()]);
  t = await startTestApp({ env: { ...fakes.env, GIT_DIR: gitDir }, database });
  team = await projectTeam(t);
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop(), fakes?.close()]);
  rmSync(gitDir, { recursive: true, force: true });
});

const db = () => t.runtime.ctx.db;
const FTP_PASSWORD = 'ftp-password-never-in-a-dump-7Qx';
const VARIABLE_VALUE = 'sk_live_variable-never-in-a-dump-9Zr';

let count = 0;
/** A project with an SSH server (logging in with the sshd's key) and a deployment of a fresh repository. */
async function deployedProject() {
  count += 1;
  const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: `Sealed ${count}` });
  const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
  const repository = await createRepository(t, team.owner.token, team.owner.workspace.slug, project.u_id, {
    name: `sealed-${count}`,
  });
  const body = deploymentBody({ serverId: server.id, repositoryId: repository.id, projectUid: project.u_id });
  const deployment = await createDeployment(t, team.owner.token, body);
  return { project, server, deployment };
}

const getVariables = (deploymentId: number) =>
  t.call({ method: 'GET', url: `/api/deployments/variables/${deploymentId}`, token: team.owner.token });
const saveVariables = (deploymentId: number, slug: string, variables: string) =>
  t.call({
    method: 'POST',
    url: `/api/deployments/variables/${slug}`,
    token: team.owner.token,
    body: { deployment_id: deploymentId, variables },
  });
const addSshUser = (server: { id: number }, projectUid: string) =>
  t.call({
    method: 'POST',
    url: '/api/falcons/access/add',
    token: team.owner.token,
    body: { name: 'Deploy bot', access: ed25519KeyPair().public, falcon_id: server.id, project_id: projectUid },
  });
const importable = (platform: string) =>
  t.call({
    method: 'GET',
    url: `/api/repositories/${team.owner.workspace.slug}?platform=${platform}`,
    token: team.owner.token,
  });

const workspaceKey = (person: { token: string; workspace: { slug: string } }) =>
  t.call({ method: 'GET', url: `/api/workspaces/${person.workspace.slug}/ssh-key`, token: person.token });
const workspaceKeyRowOf = async (workspaceId: number) =>
  (await db().select().from(workspaceSshKeys).where(eq(workspaceSshKeys.workspaceId, workspaceId)))[0]!;

/** A server connected with the owner's workspace key (installed on the sshd first), in a project of its own. */
async function workspaceKeyServer() {
  const key = (await workspaceKey(team.owner)).json().data;
  await appendFile(sshd.authorizedKeysFile, `${key.public_key}\n`);
  count += 1;
  const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: `Workspace key ${count}` });
  const body = connectBody(sshd, project.u_id, { ssh: undefined });
  const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, body);
  return { project, server };
}

/** The same sealed value with one byte of its ciphertext flipped (the key id, iv and tag left as they are). */
function flipOneByte(sealed: string): string {
  const parts = sealed.split('.');
  const ciphertext = Buffer.from(parts[3]!, 'base64url');
  ciphertext[0]! ^= 0x01;
  parts[3] = ciphertext.toString('base64url');
  return parts.join('.');
}

const serverRow = async (id: number) => (await db().select().from(servers).where(eq(servers.id, id)))[0]!;
const configRow = async (deploymentId: number) =>
  (await db().select().from(deploymentConfigs).where(eq(deploymentConfigs.deploymentId, deploymentId)))[0]!;
const integrationRow = async (platform: 'github' | 'gitlab') =>
  (
    await db()
      .select()
      .from(gitIntegrations)
      .where(and(eq(gitIntegrations.workspaceId, team.owner.workspace.id), eq(gitIntegrations.platform, platform)))
  )[0]!;

/** A 409 `secret_unreadable` that says how to enter the secret again, and leaks nothing sealed. */
function expectUnreadable(reply: { statusCode: number; body: string; json(): unknown }, remedy: RegExp) {
  expect(reply.statusCode, reply.body).toBe(409);
  const body = reply.json() as { error: string; message: string };
  expect(body.error).toBe('secret_unreadable');
  expect(body.message).toMatch(/can no longer be read/);
  expect(body.message).toMatch(remedy);
  expect(reply.body).not.toMatch(/v1\.|k[0-9a-f]{12}\./);
}

describe('a raw copy of the database', () => {
  it('holds no server password, private key, provider token, push webhook secret or variable value in the clear', async () => {
    const { project, server, deployment } = await deployedProject();
    await connectServer(
      t,
      team.owner.token,
      team.owner.workspace.slug,
      connectBody(sshd, project.u_id, { name: 'Files', protocal: 'ftp', ssh: undefined, password: FTP_PASSWORD }),
    );
    const config = (await getVariables(deployment.id)).json().data;
    const saved = await saveVariables(deployment.id, config.slug, `API_KEY=${VARIABLE_VALUE}\nMODE=live\n`);
    expect(saved.statusCode, saved.body).toBe(200);
    await connectPlatform(t, team.owner.token, team.owner.workspace.id, 'github');
    await connectPlatform(t, team.owner.token, team.owner.workspace.id, 'gitlab');
    // The project's deploy key pair is made on the first listing of its repositories.
    const listing = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repositories`,
      token: team.owner.token,
    });
    expect(listing.json().data.ssh_key).toMatch(/^ssh-ed25519 /);
    // The workspace's SSH key pair is made on the first request for it (issue 28).
    expect((await workspaceKey(team.owner)).statusCode).toBe(200);
    const workspaceKeyRow = await workspaceKeyRowOf(team.owner.workspace.id);
    const workspacePrivateKey = openSecret(
      t.runtime.ctx.config,
      workspaceKeyRow.privateKeyEnc,
      workspaceKeyAad(team.owner.workspace.id),
    );
    // issue 28: push to deploy on a GitHub repository makes its webhook, whose secret is sealed here.
    const remote = fakes.github.addRepository();
    const imported = await t.call({
      method: 'POST',
      url: `/api/projects/repositories/${team.owner.workspace.slug}/import`,
      token: team.owner.token,
      body: { name: remote.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(remote.id) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const ids = { serverId: server.id, repositoryId: imported.json().data.id, projectUid: project.u_id };
    await createDeployment(t, team.owner.token, deploymentBody(ids, { push_to_deploy: true }));
    const hookSecret = fakes.github.hooks.find((hook) => hook.repositoryId === remote.id)!.secret;

    const plaintexts = [
      FTP_PASSWORD,
      VARIABLE_VALUE,
      // Every line of the SSH private key's body, so no part of it survives either.
      ...sshd.clientKey.privateKey.split('\n').filter((line) => line && !line.startsWith('-----')),
      ...workspacePrivateKey.split('\n').filter((line) => line && !line.startsWith('-----')),
      ...fakes.github.issuedAccessTokens(),
      ...fakes.gitlab.issuedAccessTokens(),
      ...fakes.gitlab.liveRefreshTokens(),
      hookSecret,
    ];
    expect(fakes.github.issuedAccessTokens().length).toBeGreaterThan(0);
    expect(fakes.gitlab.liveRefreshTokens().length).toBeGreaterThan(0);

    const dumps = [await rowsDump(db()), await pgDump(database)].filter((dump) => dump !== null);
    for (const dump of dumps) {
      // The dump is real: it holds the rows the secrets belong to.
      expect(dump).toContain(config.slug);
      for (const plaintext of plaintexts) expect(dump).not.toContain(plaintext);
      // The deploy key's private half, which no test knows, is not there in any form either.
      expect(dump).not.toContain('PRIVATE KEY');
    }
  });
});

describe('a sealed value that was altered', () => {
  it("refuses a server's credential with one byte flipped: 409 secret_unreadable", async () => {
    const { project, server } = await deployedProject();
    const sealed = (await serverRow(server.id)).credentialEnc!;
    await db()
      .update(servers)
      .set({ credentialEnc: flipOneByte(sealed) })
      .where(eq(servers.id, server.id));
    expectUnreadable(await addSshUser(server, project.u_id), /connect it again/);
    // Put back, the same credential opens and the server is reachable again.
    await db().update(servers).set({ credentialEnc: sealed }).where(eq(servers.id, server.id));
    expect((await addSshUser(server, project.u_id)).statusCode).toBe(200);
  });

  it("refuses a server on its workspace's key when that key has one byte flipped: 409 secret_unreadable", async () => {
    const { project, server } = await workspaceKeyServer();
    const row = await workspaceKeyRowOf(team.owner.workspace.id);
    await db()
      .update(workspaceSshKeys)
      .set({ privateKeyEnc: flipOneByte(row.privateKeyEnc) })
      .where(eq(workspaceSshKeys.id, row.id));
    expectUnreadable(await addSshUser(server, project.u_id), /workspace's SSH key/);
    await db()
      .update(workspaceSshKeys)
      .set({ privateKeyEnc: row.privateKeyEnc })
      .where(eq(workspaceSshKeys.id, row.id));
    expect((await addSshUser(server, project.u_id)).statusCode).toBe(200);
  });

  it("refuses a deployment's variables with one byte flipped, and saving them again mends the record", async () => {
    const { deployment } = await deployedProject();
    const config = (await getVariables(deployment.id)).json().data;
    await saveVariables(deployment.id, config.slug, `TOKEN=${VARIABLE_VALUE}\n`);
    const row = await configRow(deployment.id);
    await db()
      .update(deploymentConfigs)
      .set({ variablesEnc: flipOneByte(row.variablesEnc) })
      .where(eq(deploymentConfigs.id, row.id));
    expectUnreadable(await getVariables(deployment.id), /Save the variables again/);
    // A run that needs them stops with the same words, not "an error in Aerie".
    const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
    expect(run.status).toBe('failed');
    expect(run.failureReason).toMatch(/can no longer be read.*Save the variables again/);
    expect((await saveVariables(deployment.id, config.slug, 'TOKEN=new\n')).statusCode).toBe(200);
    expect((await getVariables(deployment.id)).json().data.variables).toBe('TOKEN=new\n');
  });

  it('treats a provider token with one byte flipped as a lost connection: connect again', async () => {
    const row = await integrationRow('github');
    await db()
      .update(gitIntegrations)
      .set({ accessTokenEnc: flipOneByte(row.accessTokenEnc) })
      .where(eq(gitIntegrations.id, row.id));
    const reply = await importable('github');
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toContain(REPOSITORY_MESSAGES.reintegrate);
    await db()
      .update(gitIntegrations)
      .set({ accessTokenEnc: row.accessTokenEnc })
      .where(eq(gitIntegrations.id, row.id));
    expect((await importable('github')).statusCode).toBe(200);
  });
});

describe('a sealed value copied to another record', () => {
  it("does not open as another server's credential", async () => {
    const first = await deployedProject();
    const second = await deployedProject();
    const { credentialEnc } = await serverRow(first.server.id);
    await db().update(servers).set({ credentialEnc }).where(eq(servers.id, second.server.id));
    expectUnreadable(await addSshUser(second.server, second.project.u_id), /connect it again/);
  });

  it("does not open as another workspace's SSH key", async () => {
    const { project, server } = await workspaceKeyServer();
    expect((await workspaceKey(team.stranger)).statusCode).toBe(200);
    const mine = await workspaceKeyRowOf(team.owner.workspace.id);
    const theirs = await workspaceKeyRowOf(team.stranger.workspace.id);
    await db()
      .update(workspaceSshKeys)
      .set({ privateKeyEnc: theirs.privateKeyEnc })
      .where(eq(workspaceSshKeys.id, mine.id));
    expectUnreadable(await addSshUser(server, project.u_id), /workspace's SSH key/);
    await db()
      .update(workspaceSshKeys)
      .set({ privateKeyEnc: mine.privateKeyEnc })
      .where(eq(workspaceSshKeys.id, mine.id));
  });

  it("does not open as another deployment's variables", async () => {
    const first = await deployedProject();
    const second = await deployedProject();
    const config = (await getVariables(first.deployment.id)).json().data;
    await saveVariables(first.deployment.id, config.slug, `SECRET=${VARIABLE_VALUE}\n`);
    await getVariables(second.deployment.id);
    const { variablesEnc } = await configRow(first.deployment.id);
    await db()
      .update(deploymentConfigs)
      .set({ variablesEnc })
      .where(eq(deploymentConfigs.deploymentId, second.deployment.id));
    expectUnreadable(await getVariables(second.deployment.id), /Save the variables again/);
  });

  it("does not open as another platform's token", async () => {
    const github = await integrationRow('github');
    const gitlab = await integrationRow('gitlab');
    await db()
      .update(gitIntegrations)
      .set({ accessTokenEnc: github.accessTokenEnc })
      .where(eq(gitIntegrations.id, gitlab.id));
    const reply = await importable('gitlab');
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toContain(REPOSITORY_MESSAGES.reintegrate);
  });
});
