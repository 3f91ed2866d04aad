import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSshTransport } from '../src/adapters/server-transport/ssh-transport.js';
import { domainEvents, servers } from '../src/db/schema/index.js';
import { checkServers } from '../src/modules/hosting/check-servers.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { connectBody, connectServer, insertPilot, PROVISIONED_LOCAL_PILOT } from './support/server-fixtures.js';
import { silentPort } from './support/silent-port.js';
import { freePort, startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

/*
 * The server state job (issue 28): each active SSH server checked over SSH every SERVER_CHECK_MINUTES, against a real
 * sshd (reachable) and a port that accepts and never speaks (unreachable). The job is run by hand at moments the test
 * clock sets; a cron tick in between would find the same servers claimed or not yet due.
 */
const MINUTE = 60_000;
const clock = createTestClock();
let t: TestApp;
let sshd: TestSshd;
let silent: Awaited<ReturnType<typeof silentPort>>;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  [t, sshd, silent] = await Promise.all([startTestApp({ clock }), startSshd(), silentPort()]);
  // The real SSH transport with a 2 s login limit instead of 20 s, so the silent port fails within the test's time.
  t.runtime.ctx.ssh = createSshTransport({ readyTimeoutMs: 2_000, allowPrivateTargets: true });
  team = await projectTeam(t, 'maintainer');
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop(), silent?.close()]);
});

const db = () => t.runtime.ctx.db;
const rowOf = async (id: number) => (await db().select().from(servers).where(eq(servers.id, id)))[0]!;
const unreachableEvents = (id: number) =>
  db()
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.name, 'server.unreachable'), eq(domainEvents.aggregate, `server:${id}`)));
/** Moves every other server's last check to now, so each test's run checks only its own server. */
const onlyDue = async (id: number) => {
  await db().update(servers).set({ checkedAt: clock.now(), reachable: true });
  await db().update(servers).set({ checkedAt: null, reachable: null }).where(eq(servers.id, id));
};

async function connected(name: string) {
  const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name });
  const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
  return { project, server };
}

describe('checking a reachable server', () => {
  it('records reachable, when, the OS, uptime, free disk and free memory, and shows them in the list', async () => {
    const { project, server } = await connected('Checked');
    await onlyDue(server.id);
    expect(await checkServers(t.runtime.ctx)).toBe(1);

    const row = await rowOf(server.id);
    expect(row).toMatchObject({ reachable: true, checkedAt: clock.now(), checkStartedAt: null, checkMessage: null });
    expect(row.os).toEqual(expect.any(String));
    expect(row.uptimeSeconds).toBeGreaterThan(0);
    expect(row.diskFreeBytes).toBeGreaterThan(0);
    expect(row.memoryFreeBytes).toBeGreaterThan(0);

    const list = await t.call({
      method: 'GET',
      url: `/api/falcons/${project.u_id}/all?type=connection`,
      token: team.member.token,
    });
    expect(list.json().data.data[0].state).toEqual({
      reachable: true,
      checked_at: clock.now().toISOString(),
      message: null,
      uptime_seconds: row.uptimeSeconds,
      disk_free_bytes: row.diskFreeBytes,
      memory_free_bytes: row.memoryFreeBytes,
    });
  });

  it('checks a server again only once its interval has passed, and once however many runs overlap', async () => {
    const { server } = await connected('Interval');
    await onlyDue(server.id);
    // Three runs at once: the claim lets one of them reach the server.
    const counts = await Promise.all([1, 2, 3].map(() => checkServers(t.runtime.ctx)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const first = (await rowOf(server.id)).checkedAt!;

    clock.advance(2 * MINUTE);
    expect(await checkServers(t.runtime.ctx)).toBe(0);
    clock.advance(3 * MINUTE);
    expect(await checkServers(t.runtime.ctx)).toBeGreaterThanOrEqual(1);
    expect((await rowOf(server.id)).checkedAt!.getTime()).toBe(first.getTime() + 5 * MINUTE);
  });

  it('leaves out servers it does not reach over SSH: inactive ones and local pilots', async () => {
    const { project, server } = await connected('Left out');
    await onlyDue(server.id);
    await db().update(servers).set({ active: 0 }).where(eq(servers.id, server.id));
    const pilot = await insertPilot(t, { id: project.id, workspace: team.owner.workspace }, PROVISIONED_LOCAL_PILOT);
    await db().update(servers).set({ checkedAt: null }).where(eq(servers.id, pilot.id));
    expect(await checkServers(t.runtime.ctx)).toBe(0);
    expect((await rowOf(pilot.id)).checkedAt).toBeNull();
  });
});

describe('a server that stops answering', () => {
  it('is unreachable with the reason, keeps its last figures, and emits server.unreachable once per outage', async () => {
    const { server } = await connected('Outage');
    await onlyDue(server.id);
    await checkServers(t.runtime.ctx);
    const healthy = await rowOf(server.id);

    // The server hangs mid-handshake.
    await db().update(servers).set({ port: silent.port }).where(eq(servers.id, server.id));
    clock.advance(5 * MINUTE);
    await onlyDue(server.id);
    await db().update(servers).set({ reachable: true }).where(eq(servers.id, server.id));
    expect(await checkServers(t.runtime.ctx)).toBe(1);
    const down = await rowOf(server.id);
    expect(down).toMatchObject({ reachable: false, checkedAt: clock.now(), uptimeSeconds: healthy.uptimeSeconds });
    expect(down.checkMessage).toMatch(/did not complete an SSH login/);
    const events = await unreachableEvents(server.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ serverId: server.id, reason: down.checkMessage });

    // Still down at the next check: no second event.
    clock.advance(5 * MINUTE);
    expect(await checkServers(t.runtime.ctx)).toBeGreaterThanOrEqual(1);
    expect((await rowOf(server.id)).reachable).toBe(false);
    expect(await unreachableEvents(server.id)).toHaveLength(1);

    // Back (sshd again), then down again (nothing listens): a new outage, a new event.
    await db().update(servers).set({ port: sshd.port }).where(eq(servers.id, server.id));
    clock.advance(5 * MINUTE);
    await checkServers(t.runtime.ctx);
    expect((await rowOf(server.id)).reachable).toBe(true);
    await db()
      .update(servers)
      .set({ port: await freePort() })
      .where(eq(servers.id, server.id));
    clock.advance(5 * MINUTE);
    await checkServers(t.runtime.ctx);
    expect((await rowOf(server.id)).checkMessage).toMatch(/refused the connection/);
    expect(await unreachableEvents(server.id)).toHaveLength(2);
  });
});
