import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { HOSTING_MESSAGES, type Server } from '@aerie/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { revokeKey } from '../src/adapters/server-transport/authorized-keys.js';
import { servers, serverLogs, sshAccessEntries } from '../src/db/schema/index.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { addSshUser, authorizedKeyLines, connectBody, connectServer, insertPilot } from './support/server-fixtures.js';
import { sshLoginWorks } from './support/ssh-client.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { fingerprintOf, freePort, startSshd, TEST_USER, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const asRoot = process.getuid?.() === 0;
const pilotsDir = mkdtempSync(join(tmpdir(), 'aerie-pilots-'));

let t: TestApp;
let sshd: TestSshd;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  // Local pilots run as the sshd's test account, so a pilot's SSH users can be checked the same way.
  [t, sshd] = await Promise.all([
    startTestApp({ env: { PILOTS_DIR: pilotsDir, ...(asRoot ? { LOCAL_PILOT_USER: TEST_USER } : {}) } }),
    startSshd(),
  ]);
  team = await projectTeam(t, 'maintainer');
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop()]);
  rmSync(pilotsDir, { recursive: true, force: true });
});

/** A fresh project of the owner's (the member collaborates) with the test sshd connected to it. */
async function connectedServer(): Promise<{ server: Server; projectUid: string; projectId: number }> {
  const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'SSH users' });
  await t.call({
    method: 'POST',
    url: '/api/projects/add-member',
    token: team.owner.token,
    body: { project_id: project.id, user_id: team.member.userId },
  });
  const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
  return { server, projectUid: project.u_id, projectId: project.id };
}

const add = (body: Record<string, unknown>, token = team.owner.token) =>
  t.call({ method: 'POST', url: '/api/falcons/access/add', token, body });
const remove = (slug: string, token = team.owner.token) =>
  t.call({ method: 'DELETE', url: `/api/falcons/access/${slug}`, token });
const entriesOf = (serverId: number) =>
  t.runtime.ctx.db.select().from(sshAccessEntries).where(eq(sshAccessEntries.serverId, serverId));
const linesWith = async (text: string) => (await authorizedKeyLines(sshd)).filter((line) => line.includes(text));
const blobOf = (publicKey: string) => publicKey.split(' ')[1]!;

describe('an SSH user', () => {
  it('can log in with its key once added, and no longer once deleted', async () => {
    const { server, projectUid } = await connectedServer();
    const key = ed25519KeyPair('ada@laptop');
    const other = ed25519KeyPair('grace@laptop');
    expect(await sshLoginWorks(sshd, key.private)).toBe(false);

    const reply = await add({ name: 'Ada', access: key.public, falcon_id: server.id, project_id: projectUid });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe(HOSTING_MESSAGES.sshAdded);
    const entry = reply.json().data;
    const keyFile = join(pilotsDir, 'ada.pub');
    writeFileSync(keyFile, `${key.public}\n`);
    expect(entry).toMatchObject({
      name: 'Ada',
      access: key.public,
      fingerprint: await fingerprintOf(keyFile),
      falcon_id: server.id,
      created_by: { id: team.owner.userId },
    });
    expect(entry.slug).toMatch(/^[a-z0-9]{24}$/);
    expect(await linesWith(entry.slug)).toEqual([`${key.public} aerie:${entry.slug}`]);
    expect(await sshLoginWorks(sshd, key.private)).toBe(true);

    // A second user, so deleting the first must leave its line alone.
    const second = await addSshUser(t, team.member.token, {
      name: 'Grace',
      access: other.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    const before = await authorizedKeyLines(sshd);

    const deleted = await remove(entry.slug);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: HOSTING_MESSAGES.sshDeleted });
    expect(await sshLoginWorks(sshd, key.private)).toBe(false);
    expect(await sshLoginWorks(sshd, other.private)).toBe(true);
    expect(await linesWith(blobOf(key.public))).toEqual([]);
    expect(await linesWith(second.slug)).toEqual([`${other.public} aerie:${second.slug}`]);
    // Only that line went. (Other test files, running at once, add and remove lines of their own servers:
    // a line gone besides ours must be one of those, never a line without a marker nor one of this file.)
    const after = await authorizedKeyLines(sshd);
    const gone = before.filter((line) => !after.includes(line));
    expect(gone).toContain(`${key.public} aerie:${entry.slug}`);
    const ourSlugs = new Set((await t.runtime.ctx.db.select().from(sshAccessEntries)).map((row) => row.slug));
    for (const line of gone.filter((candidate) => !candidate.endsWith(`aerie:${entry.slug}`))) {
      const marker = /aerie:([a-z0-9]+)$/.exec(line)?.[1];
      expect(marker, line).toBeDefined();
      expect(ourSlugs.has(marker!), line).toBe(false);
    }
    expect(await entriesOf(server.id)).toMatchObject([{ slug: second.slug }]);

    const logs = await t.runtime.ctx.db
      .select()
      .from(serverLogs)
      .where(eq(serverLogs.serverId, server.id))
      .orderBy(serverLogs.id);
    expect(logs.map((log) => `${log.action}:${log.outcome}`)).toEqual([
      'connect:success',
      'access_added:success',
      'access_added:success',
      'access_removed:success',
    ]);
  });

  it('refuses hostile or malformed keys on the access field and writes nothing', async () => {
    const { server, projectUid } = await connectedServer();
    const key = ed25519KeyPair();
    const other = ed25519KeyPair();
    const hostile = [
      `${key.public}\n${other.public}`,
      `${key.public}\r${other.public}`,
      `command="touch /tmp/aerie-pwned" ${key.public}`,
      `no-pty,from="*" ${key.public}`,
      key.private,
      'ssh-ed25519 AAAAnot-base64!!',
      `ssh-dss ${blobOf(key.public)}`,
      `ssh-rsa ${blobOf(key.public)}`,
    ];
    for (const access of hostile) {
      const reply = await add({ name: 'Mallory', access, falcon_id: server.id, project_id: projectUid });
      expect(reply.statusCode, `${JSON.stringify(access)}: ${reply.body}`).toBe(400);
      expect(reply.json().errors).toEqual({ access: [HOSTING_MESSAGES.invalidPublicKey] });
    }
    const longName = await add({
      name: 'n'.repeat(51),
      access: key.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors.name).toEqual([expect.any(String)]);

    expect(await entriesOf(server.id)).toEqual([]);
    expect(await linesWith(blobOf(key.public))).toEqual([]);
    expect((await authorizedKeyLines(sshd)).some((line) => line.includes('aerie-pwned'))).toBe(false);
  });

  it('is refused with 409 when the key already has access to the server', async () => {
    const { server, projectUid } = await connectedServer();
    const key = ed25519KeyPair();
    await addSshUser(t, team.owner.token, {
      name: 'Ada',
      access: key.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    // The same key under another comment and name is the same key.
    const again = await add({
      name: 'Ada again',
      access: `${key.public.split(' ').slice(0, 2).join(' ')} other-comment`,
      falcon_id: server.id,
      project_id: projectUid,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('This key already has SSH access to this server.');
    expect(await entriesOf(server.id)).toHaveLength(1);
    expect(await linesWith(blobOf(key.public))).toHaveLength(1);
  });

  it('is the owner’s to delete: a member hears 403, a stranger 404', async () => {
    const { server, projectUid } = await connectedServer();
    const key = ed25519KeyPair();
    const entry = await addSshUser(t, team.member.token, {
      name: 'Member key',
      access: key.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    expect((await remove(entry.slug, team.stranger.token)).statusCode).toBe(404);
    const asMember = await remove(entry.slug, team.member.token);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only the project owner can delete SSH users.');
    expect(await linesWith(entry.slug)).toHaveLength(1);
    expect((await remove(entry.slug)).statusCode).toBe(200);
    expect((await remove(entry.slug)).statusCode).toBe(404);
  });

  it('stays, with 502, when the server cannot be reached to remove its key', async () => {
    const { server, projectUid } = await connectedServer();
    const key = ed25519KeyPair();
    const entry = await addSshUser(t, team.owner.token, {
      name: 'Ada',
      access: key.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    await t.runtime.ctx.db
      .update(servers)
      .set({ port: await freePort() })
      .where(eq(servers.id, server.id));
    const reply = await remove(entry.slug);
    expect(reply.statusCode).toBe(502);
    expect(reply.json().error).toBe('server_unreachable');
    expect(reply.json().message).toMatch(/refused the connection/);
    expect(await entriesOf(server.id)).toHaveLength(1);
    expect(await sshLoginWorks(sshd, key.private)).toBe(true);

    await t.runtime.ctx.db.update(servers).set({ port: sshd.port }).where(eq(servers.id, server.id));
    expect((await remove(entry.slug)).statusCode).toBe(200);
    expect(await sshLoginWorks(sshd, key.private)).toBe(false);
  });

  it('cannot be added when the server is unreachable, and leaves no row', async () => {
    const { server, projectUid } = await connectedServer();
    await t.runtime.ctx.db
      .update(servers)
      .set({ port: await freePort() })
      .where(eq(servers.id, server.id));
    const key = ed25519KeyPair();
    const reply = await add({ name: 'Ada', access: key.public, falcon_id: server.id, project_id: projectUid });
    expect(reply.statusCode).toBe(502);
    expect(await entriesOf(server.id)).toEqual([]);
    const [log] = await t.runtime.ctx.db
      .select()
      .from(serverLogs)
      .where(eq(serverLogs.serverId, server.id))
      .orderBy(serverLogs.id)
      .offset(1);
    expect(log).toMatchObject({ action: 'access_added', outcome: 'failure' });
  });

  it('names a server of the project it names, or answers 404', async () => {
    const { server } = await connectedServer();
    const elsewhere = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Elsewhere' });
    const key = ed25519KeyPair();
    const wrongProject = await add({
      name: 'Ada',
      access: key.public,
      falcon_id: server.id,
      project_id: elsewhere.u_id,
    });
    expect(wrongProject.statusCode).toBe(404);
    const stranger = await add(
      { name: 'Ada', access: key.public, falcon_id: server.id, project_id: team.project.u_id },
      team.stranger.token,
    );
    expect(stranger.statusCode).toBe(404);
    expect(await entriesOf(server.id)).toEqual([]);
  });

  it('needs a live SSH server: not another protocol, nor an expired, unprovisioned or powered-off pilot', async () => {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Unusable' });
    const key = ed25519KeyPair();
    const ftp = await connectServer(
      t,
      team.owner.token,
      team.owner.workspace.slug,
      connectBody(sshd, project.u_id, { protocal: 'ftp', ip: '203.0.113.4', port: 21 }),
    );
    const cases = [
      [ftp.id, HOSTING_MESSAGES.notUsable],
      [
        (
          await insertPilot(t, project, {
            providerServerId: 'p1',
            ip: '127.0.0.1',
            active: 1,
            expiresAt: new Date(Date.now() - 1000),
          })
        ).id,
        HOSTING_MESSAGES.pilotExpired,
      ],
      [(await insertPilot(t, project)).id, HOSTING_MESSAGES.pilotNotProvisioned],
      [
        (await insertPilot(t, project, { providerServerId: 'p2', ip: '127.0.0.1', active: 0 })).id,
        'This pilot is powered off. Power it on to add SSH users.',
      ],
    ] as const;
    for (const [id, message] of cases) {
      const reply = await add({ name: 'Ada', access: key.public, falcon_id: id, project_id: project.u_id });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toBe(message);
    }
  });
});

describe('the SSH users list', () => {
  it('pages 10 at a time, newest first, for anyone who sees the server', async () => {
    const { server } = await connectedServer();
    const project = await t.runtime.ctx.db.select().from(servers).where(eq(servers.id, server.id));
    const projectId = project[0]!.projectId;
    // Written directly: the list is about paging, and adding is tested above.
    for (let index = 1; index <= 11; index += 1) {
      await t.runtime.ctx.db.insert(sshAccessEntries).values({
        slug: `listentry${String(index).padStart(4, '0')}`,
        serverId: server.id,
        projectId,
        name: `User ${index}`,
        publicKey: ed25519KeyPair().public,
        fingerprint: `SHA256:test${index}`,
        createdById: team.owner.userId,
        createdAt: new Date(Date.UTC(2026, 0, index)),
      });
    }
    const list = (query: string, token = team.member.token) =>
      t.call({ method: 'GET', url: `/api/falcons/${server.slug}/access?${query}`, token });
    const first = (await list('')).json().data;
    expect(first).toMatchObject({ total: 11, per_page: 10, current_page: 1, last_page: 2 });
    expect(first.data.map((entry: { name: string }) => entry.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `User ${11 - index}`),
    );
    expect(first.data[0].created_by).toMatchObject({ id: team.owner.userId, first: expect.any(String) });
    expect((await list('page=2')).json().data.data).toMatchObject([{ name: 'User 1' }]);
    expect((await list('', team.stranger.token)).statusCode).toBe(404);
  });
});

describe.runIf(asRoot)('the SSH users of a local pilot', () => {
  it('land in the pilot’s own ~/.ssh/authorized_keys, and leave it on delete', async () => {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Local pilot' });
    const directory = join(pilotsDir, 'sandbox-1');
    // What the local cloud does for a new sandbox: a directory the pilot's account owns and can reach.
    chmodSync(pilotsDir, 0o755);
    mkdirSync(directory);
    const account = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`${TEST_USER}:`))!
      .split(':');
    chownSync(directory, Number(account[2]), Number(account[3]));
    const pilot = await insertPilot(t, project, { providerServerId: 'sandbox-1', ip: '127.0.0.1', active: 1 });
    const key = ed25519KeyPair();
    const entry = await addSshUser(t, team.owner.token, {
      name: 'Pilot user',
      access: key.public,
      falcon_id: pilot.id,
      project_id: project.u_id,
    });
    const file = join(directory, '.ssh', 'authorized_keys');
    expect(readFileSync(file, 'utf8')).toBe(`${key.public} aerie:${entry.slug}\n`);
    expect((await remove(entry.slug)).statusCode).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});

describe('deleting a server connection', () => {
  it('takes back the keys Aerie wrote for its SSH users', async () => {
    const { server, projectUid } = await connectedServer();
    const key = ed25519KeyPair();
    const entry = await addSshUser(t, team.owner.token, {
      name: 'Ada',
      access: key.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    expect(await sshLoginWorks(sshd, key.private)).toBe(true);
    const reply = await t.call({ method: 'DELETE', url: `/api/falcon/${server.slug}`, token: team.owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await linesWith(entry.slug)).toEqual([]);
    expect(await sshLoginWorks(sshd, key.private)).toBe(false);
    expect(await entriesOf(server.id)).toEqual([]);
  });

  it('that cannot be reached still removes it from Aerie, and the log says the keys stayed', async () => {
    const { server, projectUid, projectId } = await connectedServer();
    const key = ed25519KeyPair();
    const entry = await addSshUser(t, team.owner.token, {
      name: 'Ada',
      access: key.public,
      falcon_id: server.id,
      project_id: projectUid,
    });
    await t.runtime.ctx.db
      .update(servers)
      .set({ port: await freePort() })
      .where(eq(servers.id, server.id));
    const reply = await t.call({ method: 'DELETE', url: `/api/falcon/${server.slug}`, token: team.owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe(HOSTING_MESSAGES.serverDeleted);
    const [log] = await t.runtime.ctx.db
      .select()
      .from(serverLogs)
      .where(eq(serverLogs.projectId, projectId))
      .orderBy(desc(serverLogs.id))
      .limit(1);
    expect(log).toMatchObject({ action: 'delete', outcome: 'success', serverId: null });
    expect(log!.message).toContain('could not be removed from the server');
    // Aerie never claimed otherwise: the line is still there, and the user cleans it up by hand.
    expect(await linesWith(entry.slug)).toHaveLength(1);
    await revokeByHand(entry.slug);
  });
});

/** What the log tells the user to do: the server is no longer Aerie's to reach. */
async function revokeByHand(slug: string) {
  const session = await t.runtime.ctx.ssh.connect({
    host: sshd.host,
    port: sshd.port,
    username: sshd.user,
    auth: { privateKey: sshd.clientKey.privateKey },
    pinnedFingerprint: sshd.hostKeyFingerprint,
  });
  try {
    await revokeKey(session, slug);
  } finally {
    await session.close();
  }
}
