import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { HOSTING_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CloudProviderError, type CloudProvider } from '../src/adapters/cloud/cloud-provider.js';
import { servers, serverLogs, sshAccessEntries } from '../src/db/schema/index.js';
import { SAVED_WITHOUT_SSH } from '../src/modules/hosting/connect-server.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { connectBody, connectServer, insertPilot } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { freePort, startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const run = promisify(execFile);

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

const connectUrl = () => `/api/falcons/add/${team.owner.workspace.slug}`;
const connect = (body: Record<string, unknown>, token = team.owner.token, url = connectUrl()) =>
  t.call({ method: 'POST', url, token, body });
const freshProject = (name = 'Hosting') => createProject(t, team.owner.token, team.owner.workspace.id, { name });
const rowsOf = (projectId: number) => t.runtime.ctx.db.select().from(servers).where(eq(servers.projectId, projectId));
const logsOf = (projectId: number) =>
  t.runtime.ctx.db.select().from(serverLogs).where(eq(serverLogs.projectId, projectId)).orderBy(serverLogs.id);

/** The connect must fail with `status`, leave no server row, and never echo the credential. */
async function expectNothingSaved(body: Record<string, unknown>, status: number, secret?: string) {
  const project = await freshProject();
  const reply = await connect({ ...body, project_id: project.u_id });
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json().success).toBe(false);
  if (secret) expect(reply.body).not.toContain(secret);
  expect(await rowsOf(project.id)).toEqual([]);
  return { reply, project };
}

describe('connecting a server over SSH', () => {
  it('logs in with the key, pins the host key, reads the system, and never sends the key back', async () => {
    const project = await freshProject();
    const reply = await connect(connectBody(sshd, project.u_id));
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(HOSTING_MESSAGES.serverConnected);
    expect(body.data).toMatchObject({
      name: 'Web 1',
      hostname: 'Test sshd',
      ip: sshd.host,
      port: sshd.port,
      protocal: 'ssh',
      username: sshd.user,
      active: 1,
      is_expired: false,
      pilot_id: null,
      project_id: project.id,
      auth_method: 'key',
      fingerprint: sshd.hostKeyFingerprint,
      usable: true,
    });
    expect(body.data.os).toEqual(expect.any(String));
    expect(body.data.os.length).toBeGreaterThan(0);
    // This machine has git (the git host tests need it), and the sshd's user sees the same system.
    expect(body.data.git_installed).toBe(true);
    expect(reply.body).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(body)).not.toMatch(/ssh_key|credential|password/i);

    const [row] = await rowsOf(project.id);
    expect(row!.hostKeyFingerprint).toBe(sshd.hostKeyFingerprint);
    // Sealed at rest: neither the key nor any line of it is stored in the clear.
    expect(row!.credentialEnc).toMatch(/^k[0-9a-f]{12}\./);
    expect(row!.credentialEnc).not.toContain(sshd.clientKey.privateKey.split('\n')[1]!);

    const logs = await logsOf(project.id);
    expect(logs).toMatchObject([
      { action: 'connect', outcome: 'success', serverId: row!.id, userId: team.owner.userId },
    ]);
  });

  it.runIf(process.getuid?.() === 0)('logs in with the password and keeps it sealed', async () => {
    const project = await freshProject();
    const body = connectBody(sshd, project.u_id, { ssh: undefined, password: sshd.password });
    const reply = await connect(body);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      auth_method: 'password',
      active: 1,
      fingerprint: sshd.hostKeyFingerprint,
    });
    expect(reply.body).not.toContain(sshd.password!);
    const [row] = await rowsOf(project.id);
    expect(row!.credentialEnc).not.toContain(sshd.password!);
  });

  it.runIf(process.getuid?.() === 0)('refuses a wrong password with 400 and saves nothing', async () => {
    const { reply, project } = await expectNothingSaved(
      connectBody(sshd, 'placeholder', { ssh: undefined, password: 'not-the-password-1' }),
      400,
      'not-the-password-1',
    );
    expect(reply.json().message).toBe(`The server refused the password for user ${sshd.user}.`);
    // The failed attempt is in the project's history, pointing at no server.
    expect(await logsOf(project.id)).toMatchObject([
      { action: 'connect', outcome: 'failure', serverId: null, serverName: 'Web 1', message: reply.json().message },
    ]);
  });

  it('refuses a key the server does not know with 400 and saves nothing', async () => {
    const stranger = ed25519KeyPair();
    const { reply } = await expectNothingSaved(connectBody(sshd, 'placeholder', { ssh: stranger.private }), 400);
    expect(reply.json().message).toBe(`The server refused the SSH key for user ${sshd.user}.`);
    expect(reply.body).not.toContain(stranger.private.split('\n')[1]!);
  });

  it('refuses text that is not a private key on the ssh field', async () => {
    const { reply } = await expectNothingSaved(connectBody(sshd, 'placeholder', { ssh: 'not a key at all' }), 400);
    expect(reply.json()).toMatchObject({
      error: 'validation_failed',
      errors: { ssh: [expect.stringMatching(/private key/)] },
    });
    // A public key pasted by mistake is told apart.
    const { reply: publicKey } = await expectNothingSaved(
      connectBody(sshd, 'placeholder', { ssh: sshd.clientKey.publicKey }),
      400,
    );
    expect(publicKey.json().errors.ssh).toEqual([expect.any(String)]);
  });

  it('refuses a private key protected by a passphrase, saying so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aerie-passphrase-'));
    try {
      const file = join(dir, 'key');
      await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', 'a passphrase', '-f', file]);
      const { reply } = await expectNothingSaved(connectBody(sshd, 'x', { ssh: readFileSync(file, 'utf8') }), 400);
      expect(reply.json().errors.ssh).toEqual(['The private key is protected by a passphrase. Use a key without one.']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 502 for a port where nothing listens, and saves nothing', async () => {
    const port = await freePort();
    const { reply } = await expectNothingSaved(connectBody(sshd, 'x', { port }), 502);
    expect(reply.json().error).toBe('server_unreachable');
    expect(reply.json().message).toBe(
      `${sshd.host} on port ${port} refused the connection. Check that SSH runs there and listens on that port.`,
    );
  });

  it('stores a server of another protocol without connecting: inactive and not usable', async () => {
    const project = await freshProject();
    const reply = await connect(connectBody(sshd, project.u_id, { protocal: 'ftp', port: 21, ip: '203.0.113.10' }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe(SAVED_WITHOUT_SSH);
    expect(reply.json().data).toMatchObject({ protocal: 'ftp', active: 0, usable: false, fingerprint: null, os: null });
  });

  it("answers 404 for another workspace's project, and for a workspace the caller is not in", async () => {
    // The stranger names the owner's project under their own workspace, then under the owner's.
    const asStranger = await connect(
      connectBody(sshd, team.project.u_id),
      team.stranger.token,
      `/api/falcons/add/${team.stranger.workspace.slug}`,
    );
    expect(asStranger.statusCode, asStranger.body).toBe(404);
    expect((await connect(connectBody(sshd, team.project.u_id), team.stranger.token)).statusCode).toBe(404);
    // The owner names their own project under a workspace it is not in.
    const wrongWorkspace = await connect(
      connectBody(sshd, team.project.u_id),
      team.owner.token,
      `/api/falcons/add/${team.stranger.workspace.slug}`,
    );
    expect(wrongWorkspace.statusCode).toBe(404);
  });

  it('lets a maintainer of the workspace connect a server to a project they see', async () => {
    const project = await freshProject();
    const reply = await connect(connectBody(sshd, project.u_id), team.member.token);
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('private addresses in production mode (ALLOW_PRIVATE_TARGETS=false)', () => {
  let strict: TestApp;
  let owner: Awaited<ReturnType<typeof projectTeam>>['owner'];
  let projectUid: string;
  beforeAll(async () => {
    strict = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'false' } });
    const strictTeam = await projectTeam(strict, 'maintainer');
    owner = strictTeam.owner;
    projectUid = strictTeam.project.u_id;
  });
  afterAll(() => strict?.close());

  it.each([['127.0.0.1'], ['10.1.2.3'], ['192.168.0.10'], ['169.254.169.254'], ['::1']])(
    'refuses %s on the ip field, before any connection',
    async (ip) => {
      const reply = await strict.call({
        method: 'POST',
        url: `/api/falcons/add/${owner.workspace.slug}`,
        token: owner.token,
        body: connectBody(sshd, projectUid, { ip }),
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors.ip).toEqual([
        `${ip} is a private or local address. Aerie connects only to servers on the public internet.`,
      ]);
    },
  );

  it('refuses a name that resolves to a private address when it looks the name up', async () => {
    const reply = await strict.call({
      method: 'POST',
      url: `/api/falcons/add/${owner.workspace.slug}`,
      token: owner.token,
      body: connectBody(sshd, projectUid, { ip: 'localhost' }),
    });
    expect(reply.statusCode, reply.body).toBe(502);
    expect(reply.json().message).toBe(
      'localhost is a private or local address. Aerie connects only to servers on the public internet.',
    );
  });
});

describe('a changed host key', () => {
  it('is refused with 409 before anything is sent, and the server sees no login', async () => {
    const project = await freshProject();
    const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
    // As if the server had been replaced: Aerie pinned another key than the one it now presents.
    const pinned = 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    await t.runtime.ctx.db.update(servers).set({ hostKeyFingerprint: pinned }).where(eq(servers.id, server.id));
    const acceptedBefore = acceptedLogins();

    const key = ed25519KeyPair();
    const reply = await t.call({
      method: 'POST',
      url: '/api/falcons/access/add',
      token: team.owner.token,
      body: { name: 'Ada', access: key.public, falcon_id: server.id, project_id: project.u_id },
    });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().message).toContain(`The host key of ${sshd.host} has changed`);
    expect(reply.json().message).toContain(sshd.hostKeyFingerprint);
    expect(
      await t.runtime.ctx.db.select().from(sshAccessEntries).where(eq(sshAccessEntries.serverId, server.id)),
    ).toEqual([]);
    // Give the sshd a moment to write any line it would have written, then check it wrote none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(acceptedLogins()).toBe(acceptedBefore);
    expect((await logsOf(project.id)).at(-1)).toMatchObject({ action: 'access_added', outcome: 'failure' });
  });
});

/** How many logins the sshd has let in so far. */
function acceptedLogins(): number {
  return readFileSync(sshd.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('Accepted ')).length;
}

describe('listing servers', () => {
  it('splits pilots from server connections, 12 a page, newest first, with plan and template names', async () => {
    const project = await freshProject();
    for (let index = 1; index <= 13; index += 1) {
      await connectServer(
        t,
        team.owner.token,
        team.owner.workspace.slug,
        connectBody(sshd, project.u_id, { name: `Box ${index}`, protocal: 'https', ip: '203.0.113.5', port: 443 }),
      );
    }
    await insertPilot(t, project, { name: 'Pilot A' });
    await insertPilot(t, project, { name: 'Pilot B', ip: '203.0.113.9', active: 1 });

    const list = (query: string, token = team.member.token) =>
      t.call({ method: 'GET', url: `/api/falcons/${project.u_id}/all?${query}`, token });
    const first = (await list('type=connection')).json().data;
    expect(first).toMatchObject({ current_page: 1, per_page: 12, total: 13, last_page: 2 });
    expect(first.data.map((server: { name: string }) => server.name)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Box ${13 - index}`),
    );
    const second = (await list('type=connection&page=2')).json().data;
    expect(second.data.map((server: { name: string }) => server.name)).toEqual(['Box 1']);
    const beyond = (await list('type=connection&page=3')).json().data;
    expect(beyond).toMatchObject({ data: [], total: 13, last_page: 2, current_page: 3 });

    const pilots = (await list('type=pilot')).json().data;
    expect(pilots.total).toBe(2);
    expect(pilots.data).toMatchObject([
      {
        name: 'Pilot B',
        ip: '203.0.113.9',
        active: 1,
        plan: 'Starter',
        template: 'Ubuntu 24.04',
        pilot_id: expect.stringMatching(/^pil_/),
      },
      { name: 'Pilot A', ip: null, active: 0, plan: 'Starter', template: 'Ubuntu 24.04' },
    ]);
    // `type` defaults to pilots, as the Hosting page opens on that tab.
    expect((await list('')).json().data.total).toBe(2);
    // docs/product.md § Project detail: a project's hosting count is its pilots only.
    const shown = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: team.owner.token });
    expect(shown.json().data.counts.pilots).toBe(2);
  });

  it('answers 404 for a project the caller cannot see', async () => {
    const reply = await t.call({
      method: 'GET',
      url: `/api/falcons/${team.project.u_id}/all`,
      token: team.stranger.token,
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('deleting a server', () => {
  it('is the owner’s: a member hears 403, a stranger 404; the logs keep the connect and the delete', async () => {
    const project = await freshProject();
    const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
    const remove = (token: string) => t.call({ method: 'DELETE', url: `/api/falcon/${server.slug}`, token });

    expect((await remove(team.stranger.token)).statusCode).toBe(404);
    const asMember = await remove(team.member.token);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only the project owner can delete servers.');
    expect(await rowsOf(project.id)).toHaveLength(1);

    const asOwner = await remove(team.owner.token);
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json()).toEqual({ success: true, message: HOSTING_MESSAGES.serverDeleted });
    expect(await rowsOf(project.id)).toEqual([]);
    expect((await remove(team.owner.token)).statusCode).toBe(404);

    const logs = await t.call({ method: 'GET', url: `/api/falcons/logs/${project.u_id}`, token: team.member.token });
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json().data).toMatchObject({ total: 2, per_page: 12, current_page: 1, last_page: 1 });
    expect(logs.json().data.data).toMatchObject([
      {
        action: 'delete',
        outcome: 'success',
        server_id: null,
        server_name: 'Web 1',
        message: HOSTING_MESSAGES.serverDeleted,
        user: { id: team.owner.userId, first: expect.any(String), last: expect.any(String) },
      },
      { action: 'connect', outcome: 'success', server_id: null, server_name: 'Web 1' },
    ]);
  });

  describe('a pilot', () => {
    /** The cloud as this test sets it up: records what it is asked to destroy, and answers as told. */
    const destroyed: string[] = [];
    let answer: CloudProviderError | null = null;
    let original: CloudProvider;
    beforeAll(() => {
      original = t.runtime.ctx.cloud;
      t.runtime.ctx.cloud = {
        ...original,
        destroy: async (id) => {
          if (answer) throw answer;
          destroyed.push(id);
        },
      };
    });
    afterAll(() => {
      t.runtime.ctx.cloud = original;
    });
    const remove = (slug: string) => t.call({ method: 'DELETE', url: `/api/falcon/${slug}`, token: team.owner.token });

    it('is destroyed at its cloud, then deleted', async () => {
      const project = await freshProject();
      const pilot = await insertPilot(t, project, { providerServerId: 'droplet-1', ip: '203.0.113.20', active: 1 });
      const reply = await remove(pilot.slug);
      expect(reply.json()).toEqual({ success: true, message: HOSTING_MESSAGES.pilotDeleted });
      expect(destroyed).toContain('droplet-1');
      expect(await rowsOf(project.id)).toEqual([]);
    });

    it('that was never provisioned has nothing to destroy', async () => {
      const project = await freshProject();
      const pilot = await insertPilot(t, project);
      const before = destroyed.length;
      expect((await remove(pilot.slug)).json().message).toBe(HOSTING_MESSAGES.pilotDeleted);
      expect(destroyed).toHaveLength(before);
    });

    it('already gone at its cloud is deleted all the same', async () => {
      const project = await freshProject();
      const pilot = await insertPilot(t, project, { providerServerId: 'droplet-gone' });
      answer = new CloudProviderError('not_found', 'The droplet was not found.');
      try {
        expect((await remove(pilot.slug)).statusCode).toBe(200);
      } finally {
        answer = null;
      }
      expect(await rowsOf(project.id)).toEqual([]);
    });

    it('is kept, with 502 and the reason, when its cloud refuses', async () => {
      const project = await freshProject();
      const pilot = await insertPilot(t, project, { providerServerId: 'droplet-2' });
      answer = new CloudProviderError('failed', 'DigitalOcean answered 500.');
      try {
        const reply = await remove(pilot.slug);
        expect(reply.statusCode).toBe(502);
        expect(reply.json().message).toContain('DigitalOcean answered 500.');
      } finally {
        answer = null;
      }
      expect(await rowsOf(project.id)).toHaveLength(1);
      expect((await logsOf(project.id)).at(-1)).toMatchObject({
        action: 'delete',
        outcome: 'failure',
        serverId: pilot.id,
      });
    });
  });
});

describe('server logs', () => {
  it('narrow to one server of the project, page 12 at a time, and refuse another project’s server', async () => {
    const project = await freshProject();
    const body = (name: string) =>
      connectBody(sshd, project.u_id, { name, protocal: 'http', ip: '203.0.113.7', port: 80 });
    const first = await connectServer(t, team.owner.token, team.owner.workspace.slug, body('First'));
    for (let index = 0; index < 12; index += 1) {
      await connectServer(t, team.owner.token, team.owner.workspace.slug, body(`Other ${index}`));
    }
    const logs = (query: string, projectUid = project.u_id) =>
      t.call({ method: 'GET', url: `/api/falcons/logs/${projectUid}?${query}`, token: team.owner.token });

    const all = (await logs('')).json().data;
    expect(all).toMatchObject({ total: 13, last_page: 2 });
    expect(all.data).toHaveLength(12);
    expect(all.data[0].server_name).toBe('Other 11');
    expect((await logs('page=2')).json().data.data).toMatchObject([{ server_name: 'First', server_id: first.id }]);

    const one = (await logs(`server=${first.slug}`)).json().data;
    expect(one).toMatchObject({ total: 1, data: [{ server_id: first.id, action: 'connect' }] });

    const elsewhere = await freshProject('Elsewhere');
    const notHere = await logs(`server=${first.slug}`, elsewhere.u_id);
    expect(notHere.statusCode).toBe(404);
    expect((await logs('', team.project.u_id)).statusCode).toBe(200);
    const stranger = await t.call({
      method: 'GET',
      url: `/api/falcons/logs/${project.u_id}`,
      token: team.stranger.token,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
