import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { APP_PORT_CADDY_MESSAGE, APP_PORT_MESSAGE, DOMAIN_MESSAGES, type Domain } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentRunLogs, deployments, servers } from '../src/db/schema/index.js';
import { RunLog } from '../src/modules/deployments/run-log.js';
import { syncCaddyAfterRun } from '../src/modules/deployments/server-caddy/caddy-after-run.js';
import { runCaddySync } from '../src/modules/deployments/server-caddy/caddy-sync.js';
import { retryFailedCaddySyncs } from '../src/modules/deployments/server-caddy/retry-caddy-syncs.js';
import { deploymentSitesOn } from '../src/modules/deployments/server-caddy/deployment-caddy-sites.js';
import { createDeployment, insertRun } from './support/deployment-api-fixtures.js';
import { startLocalDns } from './support/local-dns.js';
import { projectTeam } from './support/project-fixtures.js';
import { releaseTargets } from './support/release-api-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 32 § 3's calls: a deployment's app port, and hosts of a workspace's domains pointed at deployments.
 * No job workers run here (role `web`): a sync asked for stays queued, and the test runs one itself where it
 * needs the outcome. The servers are local pilots; a powered-off one stands for a server Caddy cannot reach.
 */
let t: TestApp;
let gitDir: string;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-app-domains-git-'));
  dns = await startLocalDns();
  t = await startTestApp({ env: { GIT_DIR: gitDir, DNS_SERVERS: dns.server }, role: 'web' });
  team = await projectTeam(t, 'developer');
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
  rmSync(gitDir, { force: true, recursive: true });
});

let made = 0;
const freshName = () => `app${++made}-${Date.now().toString(36)}.example`;

const saveSettings = (slug: string, body: Record<string, unknown>, token = team.owner.token) =>
  t.call({ method: 'POST', url: `/api/deployments/${slug}/releases`, token, body: { strategy: 'releases', ...body } });
const addDomain = (name: string, account = team.owner) =>
  t.call({
    method: 'POST',
    url: `/api/workspaces/${account.workspace.slug}/domains`,
    token: account.token,
    body: { name },
  });
const point = (domainId: number, host: string, slug: string, token = team.owner.token) =>
  t.call({
    method: 'PUT',
    url: `/api/domains/${domainId}/hosts`,
    token,
    body: { host, target: { kind: 'deployment', slug } },
  });

async function verifiedDomain(account = team.owner): Promise<Domain> {
  const domain = (await addDomain(freshName(), account)).json().data as Domain;
  dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
  const verified = await t.call({ method: 'POST', url: `/api/domains/${domain.id}/verify`, token: account.token });
  expect(verified.json().data.state).toBe('verified');
  return verified.json().data;
}

async function deploymentWithPort(port: number | null = 3000, owner = team.owner) {
  const targets = await releaseTargets(t, owner);
  const deployment = await createDeployment(t, owner.token, targets.body());
  if (port !== null)
    expect((await saveSettings(deployment.slug, { app_port: port }, owner.token)).statusCode).toBe(200);
  return { ...targets, deployment };
}

const rowOf = async (id: number) =>
  (await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, id)))[0]!;

describe('app port', () => {
  it('is saved with the release settings, shown on the deployment, and cleared by null', async () => {
    const { deployment } = await deploymentWithPort(null);
    expect(deployment.app_port).toBeNull();
    const saved = await saveSettings(deployment.slug, { app_port: 8080 }, team.member.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.app_port).toBe(8080);
    const cleared = await saveSettings(deployment.slug, { app_port: null });
    expect(cleared.json().data.app_port).toBeNull();
  });

  it('refuses 0, 65536, a fraction and text on its field, and writes nothing', async () => {
    const { deployment } = await deploymentWithPort(3000);
    const before = await rowOf(deployment.id);
    for (const app_port of [0, 65_536, 3.5, 'abc', '3000', -1]) {
      const reply = await saveSettings(deployment.slug, { app_port });
      expect(reply.statusCode, String(app_port)).toBe(400);
      expect(reply.json().errors).toEqual({ app_port: [APP_PORT_MESSAGE] });
    }
    expect(await rowOf(deployment.id)).toEqual(before);
  });

  // Issue 34's review: Caddy proxied the app's domains to whatever port was given, its own included.
  it("refuses Caddy's own ports (80 and 443 loop, 2019 is its admin API), and writes nothing", async () => {
    const { deployment } = await deploymentWithPort(3000);
    const before = await rowOf(deployment.id);
    for (const app_port of [80, 443, 2019]) {
      const reply = await saveSettings(deployment.slug, { app_port });
      expect(reply.statusCode, String(app_port)).toBe(400);
      expect(reply.json().errors).toEqual({ app_port: [APP_PORT_CADDY_MESSAGE] });
    }
    expect(await rowOf(deployment.id)).toEqual(before);
  });
});

describe('pointing a host at a deployment', () => {
  it('shows the host as the deployment, asks for a sync of its server, and Caddy gets a block for it', async () => {
    const { deployment, server } = await deploymentWithPort(3000);
    const domain = await verifiedDomain();
    const reply = await point(domain.id, `app.${domain.name}`, deployment.slug);
    expect(reply.statusCode, reply.body).toBe(200);
    const [host] = (reply.json().data as Domain).hosts;
    expect(host).toMatchObject({
      host: `app.${domain.name}`,
      target: { kind: 'deployment', slug: deployment.slug, name: expect.stringContaining('(main) on Pilot') },
      served: false,
      serving: { state: 'updating', server: 'Pilot', app_port: 3000, error: null },
    });
    expect((await rowOf(deployment.id)).caddyRequestedAt).not.toBeNull();
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toEqual([
      { domain: `app.${domain.name}`, upstreamPort: 3000 },
    ]);
  });

  it('refuses a domain not verified yet, a deployment without an app port, and another workspace’s deployment', async () => {
    const { deployment } = await deploymentWithPort(3000);
    const pending = (await addDomain(freshName())).json().data as Domain;
    const unverified = await point(pending.id, pending.name, deployment.slug);
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().errors).toEqual({ target: [DOMAIN_MESSAGES.deploymentNeedsVerified] });

    const domain = await verifiedDomain();
    const portless = await deploymentWithPort(null);
    const noPort = await point(domain.id, domain.name, portless.deployment.slug);
    expect(noPort.statusCode).toBe(409);
    expect(noPort.json().errors).toEqual({ target: [DOMAIN_MESSAGES.deploymentNeedsPort] });

    const theirs = await deploymentWithPort(3000, team.stranger);
    const foreign = await point(domain.id, domain.name, theirs.deployment.slug);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ target: [DOMAIN_MESSAGES.chooseDeployment] });

    const badSlug = await point(domain.id, domain.name, '../etc');
    expect(badSlug.statusCode).toBe(400);
    expect(Object.keys(badSlug.json().errors)).toEqual(['target.slug']);

    const listed = await t.call({
      method: 'GET',
      url: `/api/workspaces/${team.owner.workspace.slug}/domains`,
      token: team.owner.token,
    });
    const hosts = (listed.json().data as Domain[]).flatMap((one) => one.hosts);
    expect(hosts.filter((host) => host.host === domain.name || host.host === pending.name)).toEqual([]);
  });

  it("lists the workspace's deployments among what a host can point at, one without a port as unavailable", async () => {
    const withPort = await deploymentWithPort(3000);
    const portless = await deploymentWithPort(null);
    const theirs = await deploymentWithPort(3000, team.stranger);
    const reply = await t.call({
      method: 'GET',
      url: `/api/workspaces/${team.owner.workspace.slug}/domain-targets`,
      token: team.owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const apps = (reply.json().data as Array<{ kind: string; slug?: string; unavailable: string | null }>).filter(
      (option) => option.kind === 'deployment',
    );
    expect(apps).toContainEqual(
      expect.objectContaining({
        slug: withPort.deployment.slug,
        name: expect.stringMatching(/\(main\) on Pilot$/),
        unavailable: null,
      }),
    );
    expect(apps).toContainEqual(
      expect.objectContaining({ slug: portless.deployment.slug, unavailable: DOMAIN_MESSAGES.deploymentNeedsPort }),
    );
    expect(apps.map((option) => option.slug)).not.toContain(theirs.deployment.slug);
  });

  it('a stranger cannot point a host of the workspace’s domain at their own deployment (404)', async () => {
    const domain = await verifiedDomain();
    const theirs = await deploymentWithPort(3000, team.stranger);
    const reply = await point(domain.id, domain.name, theirs.deployment.slug, team.stranger.token);
    expect(reply.statusCode).toBe(404);
  });
});

describe('serving state', () => {
  it('records a failed sync with its reason; a new port is `updating` again; clearing the host leaves Caddy no block', async () => {
    const { deployment, server } = await deploymentWithPort(4000);
    const domain = await verifiedDomain();
    const pointed = (await point(domain.id, domain.name, deployment.slug)).json().data as Domain;
    const hostId = pointed.hosts[0]!.id;

    // A server Caddy cannot reach: the reason is the user's to read on the host row.
    await t.runtime.ctx.db.update(servers).set({ active: 0 }).where(eq(servers.id, server.id));
    expect(await runCaddySync(t.runtime.ctx, server.id)).toContain('powered off');
    const domains = async () =>
      (
        await t.call({
          method: 'GET',
          url: `/api/workspaces/${team.owner.workspace.slug}/domains`,
          token: team.owner.token,
        })
      ).json().data as Domain[];
    const failing = (await domains()).find((one) => one.id === domain.id)!.hosts[0]!;
    expect(failing).toMatchObject({
      served: false,
      serving: { state: 'failing', error: expect.stringContaining('powered off') },
    });

    // A port change asks for a sync again: the host shows `updating` until it ran.
    expect((await saveSettings(deployment.slug, { app_port: 4001 })).statusCode).toBe(200);
    const updating = (await domains()).find((one) => one.id === domain.id)!.hosts[0]!;
    expect(updating.serving).toMatchObject({ state: 'updating', app_port: 4001 });
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toEqual([{ domain: domain.name, upstreamPort: 4001 }]);

    const cleared = await t.call({ method: 'DELETE', url: `/api/domain-hosts/${hostId}`, token: team.owner.token });
    expect(cleared.statusCode).toBe(200);
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toEqual([]);
  });

  // Left open since issue 32: a sync that met the server down was never tried again until a host changed.
  it('tries a failed sync again once a state check has reached the server since, at most every 15 minutes', async () => {
    const { deployment, server } = await deploymentWithPort(4000);
    const domain = await verifiedDomain();
    await point(domain.id, domain.name, deployment.slug);
    await t.runtime.ctx.db.update(servers).set({ active: 0 }).where(eq(servers.id, server.id));
    expect(await runCaddySync(t.runtime.ctx, server.id)).toContain('powered off');
    const retried = async () => (await retryFailedCaddySyncs(t.runtime.ctx)).includes(server.id);

    // Down since the sync (no check has reached it), or the failure too fresh: nothing yet.
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const failedAt = (at: Date) =>
      t.runtime.ctx.db
        .update(deployments)
        .set({ caddyRequestedAt: new Date(at.getTime() - 1000), caddySyncedAt: at })
        .where(eq(deployments.id, deployment.id));
    const checked = (reachable: boolean) =>
      t.runtime.ctx.db.update(servers).set({ reachable, checkedAt: new Date() }).where(eq(servers.id, server.id));
    await failedAt(hourAgo);
    await checked(false);
    expect(await retried()).toBe(false);
    await failedAt(new Date());
    await checked(true);
    expect(await retried()).toBe(false);

    // Back, and the failure older than 15 minutes: asked once, shown `updating`; not asked twice while it waits.
    await failedAt(hourAgo);
    expect(await retried()).toBe(true);
    expect((await rowOf(deployment.id)).caddyRequestedAt!.getTime()).toBeGreaterThan(hourAgo.getTime());
    expect(await retried()).toBe(false);

    // The retry runs with the server on: the error is gone.
    await t.runtime.ctx.db.update(servers).set({ active: 1 }).where(eq(servers.id, server.id));
    const error = await runCaddySync(t.runtime.ctx, server.id);
    expect(error ?? '').not.toContain('powered off');
  });

  it('a deleted deployment and a removed domain take their hosts off the server', async () => {
    const { deployment, server } = await deploymentWithPort(5000);
    const domain = await verifiedDomain();
    await point(domain.id, `a.${domain.name}`, deployment.slug);
    await point(domain.id, `b.${domain.name}`, deployment.slug);
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toHaveLength(2);
    const removed = await t.call({ method: 'DELETE', url: `/api/domains/${domain.id}`, token: team.owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toEqual([]);

    const again = await verifiedDomain();
    await point(again.id, again.name, deployment.slug);
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toHaveLength(1);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/deployments/${deployment.slug}`,
      token: team.owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await deploymentSitesOn(t.runtime.ctx.db, server.id)).toEqual([]);
  });

  it('a run of a deployment with hosts updates Caddy after its release; a failure is a warning line, not a failed run', async () => {
    const { deployment, server } = await deploymentWithPort(6000);
    const domain = await verifiedDomain();
    await point(domain.id, `www.${domain.name}`, deployment.slug);
    await t.runtime.ctx.db.update(servers).set({ active: 0 }).where(eq(servers.id, server.id));
    const run = await insertRun(t, deployment.id, { status: 'running' });
    const log = new RunLog(t.runtime.ctx.db, run.id);
    await expect(syncCaddyAfterRun(t.runtime.ctx, await rowOf(deployment.id), log)).resolves.toBeUndefined();
    await log.close();
    const lines = (
      await t.runtime.ctx.db.select().from(deploymentRunLogs).where(eq(deploymentRunLogs.runId, run.id))
    ).map((row) => row.line);
    expect(lines).toEqual([
      `Updating Caddy on the server for www.${domain.name} (port 6000)…`,
      expect.stringMatching(/^Warning: the release is live, but .*powered off/),
    ]);
    expect((await rowOf(deployment.id)).caddyError).toContain('powered off');
  });
});
