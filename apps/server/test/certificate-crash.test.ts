import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Domain } from '@aerie/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { deploymentRunLogs, deploymentRuns, deployments, workspaceDomains } from '../src/db/schema/index.js';
import { httpRequest, type AerieProcess } from './support/aerie-process.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { insertDeployment } from './support/deployment-fixtures.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { cloneUrl, createAccessToken, createRepository, pushFirstCommit } from './support/repository-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { startSshd } from './support/sshd.js';
import { holdCaddyLock, startUserServerCaddy } from './support/user-server-caddy.js';

const serverUrl = process.env.DATABASE_URL;
const DOMAIN = 'crash-test.example';
const HOST = `app.${DOMAIN}`;

/**
 * Issue 32 § 3 with kill -9: Aerie writes the host's site block on the user's server (the test sshd; its Caddy the
 * one installed here; Pebble the CA, validating HTTP-01 for real), and Caddy there obtains the certificate. Each
 * sync is held at the server's lock (the script takes turns with other syncs through `flock`) while the process
 * running it is killed: Aerie's rows say `updating`, and the script left on the server goes on once the lock
 * is free. Once for a sync queued by pointing the host, once for the sync a deployment run makes inline.
 */
// kill -9 needs a real second process on a database it can share: PostgreSQL only (as crash-recovery.test.ts).
describe.skipIf(!serverUrl)('a Caddy sync on the user’s server killed on its way', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('ends with the host served over HTTPS by one certificate, and nothing left "updating"', async () => {
    const sshd = await startSshd();
    const caddy = await startUserServerCaddy(sshd);
    const gitDir = mkdtempSync(join(tmpdir(), 'aerie-cert-crash-git-'));
    const home = mkdtempSync(join(tmpdir(), 'aerie-cert-crash-home-'));
    const app = createServer((request, response) => response.end(`the app host=${request.headers.host}`));
    let lock: Awaited<ReturnType<typeof holdCaddyLock>> | null = null;
    try {
      await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
      const appPort = (app.address() as AddressInfo).port;
      const env = { ALLOW_PRIVATE_TARGETS: 'true', GIT_DIR: gitDir, JOB_RETRY_DELAY_SECONDS: '1', ...caddy.env };
      const fixtures = await aerie.withFixtures(async (t) => {
        const owner = await accountWithWorkspace(t);
        const project = await createProject(t, owner.token, owner.workspace.id);
        const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'app' });
        const server = await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id));
        const deployment = await insertDeployment(t, {
          projectId: project.id,
          workspaceId: owner.workspace.id,
          serverId: server.id,
          repositoryId: repository.id,
          createdById: owner.userId,
          deployPath: `${sshd.home}/cert-crash-${randomBytes(4).toString('hex')}`,
          commands: 'echo built',
        });
        await t.runtime.ctx.db.update(deployments).set({ appPort }).where(eq(deployments.id, deployment.id));
        // Verified already (the TXT check is the domain tests' own).
        const [domain] = await t.runtime.ctx.db
          .insert(workspaceDomains)
          .values({ workspaceId: owner.workspace.id, name: DOMAIN, token: 'a'.repeat(32), verifiedAt: new Date() })
          .returning();
        const { token } = await createAccessToken(t, owner.token);
        return { owner, domainId: domain!.id, deployment, gitToken: token };
      }, env);
      const { owner, deployment } = fixtures;
      const served = `the app host=${HOST}:`;
      const api = (server: AerieProcess, method: string, path: string, body?: unknown) =>
        httpRequest(server.url!, {
          method,
          path: `/api${path}`,
          headers: {
            authorization: `Bearer ${owner.token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const servingOfHost = async (server: AerieProcess) => {
        const reply = await api(server, 'GET', `/workspaces/${owner.workspace.slug}/domains`);
        const domains = JSON.parse(reply.body).data as Domain[];
        return domains[0]!.hosts.find((host) => host.host === HOST)!.serving!;
      };
      const servedAfterRestart = (server: AerieProcess) =>
        poll('the host served', async () => {
          const state = await servingOfHost(server);
          return state.state === 'updating' ? undefined : state;
        });
      const syncedAt = async () =>
        (await aerie.handle.db.select().from(deployments).where(eq(deployments.id, deployment.id)))[0]!.caddySyncedAt;

      // 1. Pointing the host queues a sync; it waits at the server's lock when the process is killed.
      lock = await holdCaddyLock(caddy.lockFile);
      const first = await aerie.start(env);
      const pointed = await api(first, 'PUT', `/domains/${fixtures.domainId}/hosts`, {
        host: HOST,
        target: { kind: 'deployment', slug: deployment.slug },
      });
      expect(pointed.status, pointed.body).toBe(200);
      await poll('the sync waiting at the lock', async () => (lock!.isWaitedFor() ? true : undefined));
      expect(await servingOfHost(first)).toMatchObject({ state: 'updating' });
      await first.kill();
      expect(caddy.pebble.issuedCount()).toBe(0);
      // The lock comes free while Aerie is dead: the script left on the server writes the block and starts Caddy,
      // which obtains the certificate. Aerie never heard.
      await lock.release();
      expect(await poll('HTTPS on the host', () => caddy.fetchOverHttps(HOST))).toContain(served);
      expect(caddy.pebble.issuedCount()).toBe(1);
      expect(await syncedAt()).toBeNull();
      // The queue retries the dead worker's job once its heartbeat is stale: the test ages it instead of waiting
      // the 30 s, as the deploy crash tests age a run's heartbeat.
      await aerie.handle.db.execute(
        sql`update pgboss.job set heartbeat_on = now() - interval '1 hour' where name = 'sync-server-caddy' and state = 'active'`,
      );
      let worker = await aerie.start(env);
      expect(await servedAfterRestart(worker)).toMatchObject({ state: 'served', error: null });

      // 2. A deployment run syncs Caddy inline after its release: killed while that sync waits at the lock.
      await pushFirstCommit(cloneUrl(worker.url!, owner.email, fixtures.gitToken, owner.workspace.slug, 'app'), home);
      lock = await holdCaddyLock(caddy.lockFile);
      const queued = await api(worker, 'POST', `/deployments/${deployment.slug}/runs`);
      expect(queued.status, queued.body).toBe(200);
      const runId = (JSON.parse(queued.body) as { data: { id: number } }).data.id;
      await poll('the run updating Caddy', async () => {
        const [line] = await aerie.handle.db
          .select()
          .from(deploymentRunLogs)
          .where(
            and(eq(deploymentRunLogs.runId, runId), like(deploymentRunLogs.line, 'Updating Caddy on the server%')),
          );
        return line && lock!.isWaitedFor() ? true : undefined;
      });
      expect(await servingOfHost(worker)).toMatchObject({ state: 'updating' });
      await worker.kill();
      await lock.release();
      // Recovery ends the run (a minute without a heartbeat: aged here) and asks for the sync it never finished.
      await aerie.handle.db
        .update(deploymentRuns)
        .set({ heartbeatAt: sql`now() - interval '61 seconds'` })
        .where(eq(deploymentRuns.id, runId));
      worker = await aerie.start(env);
      expect(await servedAfterRestart(worker)).toMatchObject({ state: 'served', error: null });
      const [run] = await aerie.handle.db.select().from(deploymentRuns).where(eq(deploymentRuns.id, runId));
      expect(run).toMatchObject({ status: 'failed', failureReason: 'interrupted' });

      // One certificate throughout: each sync after a restart wrote the same block, and Caddy ordered nothing again.
      expect(await caddy.fetchOverHttps(HOST)).toContain(served);
      expect(caddy.pebble.issuedCount()).toBe(1);
      const waiting = await aerie.handle.db.execute(
        sql`select state from pgboss.job where name = 'sync-server-caddy' and state in ('created', 'retry', 'active')`,
      );
      expect((waiting as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await lock?.release();
      await aerie.stopAll();
      await caddy.stop();
      await new Promise((resolve) => app.close(resolve));
      await sshd.stop();
      for (const dir of [gitDir, home]) rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
