import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { AppContext } from '../src/context.js';
import {
  deploymentRunLogs,
  deploymentRuns,
  mailOutbox,
  servers,
  storeOrders,
  storeVariants,
  transactions,
  workspaceSubscriptions,
} from '../src/db/schema/index.js';
import { enqueueRun } from '../src/modules/deployments/enqueue-run.js';
import { INTERRUPTED_LINE } from '../src/modules/deployments/run-deployment.js';
import { sealServerCredential } from '../src/modules/hosting/server-session.js';
import { httpRequest, type AerieProcess } from './support/aerie-process.js';
import { initializePlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { insertDeployment } from './support/deployment-fixtures.js';
import { queueMails, withJobQueue } from './support/outside-queue.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { silentPort } from './support/silent-port.js';
import { startSmtpSink } from './support/smtp-sink.js';
import {
  BUYER,
  insertProduct,
  insertStore,
  referenceOf,
  Shopper,
  storeHost,
  storeOriginOf,
  storeProject,
  STORES_URL,
} from './support/store-fixtures.js';

const serverUrl = process.env.DATABASE_URL;

// kill -9 needs a real second process on a database it can share, and PGlite belongs to one process: these
// run in the PostgreSQL pass (DATABASE_URL set) only.
describe.skipIf(!serverUrl)('kill -9 and start again', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('sends every queued e-mail after a crash mid-sending, at most one of them twice', async () => {
    const sink = await startSmtpSink({ acceptDelayMs: 300 });
    try {
      const tag = randomBytes(3).toString('hex');
      const subjects = Array.from({ length: 8 }, (_, index) => `Crash test ${tag} ${index}.`);
      await queueMails(aerie.handle, 'reader@example.com', subjects);

      const first = await aerie.start({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      // The sink holds its answer to the third message for 300 ms: the kill lands while that one is in flight.
      await poll('three mails delivered', async () => (sink.received.length >= 3 ? true : undefined));
      await first.kill();

      await aerie.start({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const statuses = async () =>
        (await aerie.handle.db.select({ status: mailOutbox.status }).from(mailOutbox)).map((row) => row.status);
      await poll('every mail sent', async () =>
        (await statuses()).every((status) => status === 'sent') ? true : undefined,
      );

      const counts = subjects.map(
        (subject) => sink.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`)).length,
      );
      for (const count of counts) expect(count).toBeGreaterThanOrEqual(1);
      // Only the message in flight at the kill may arrive twice (its 250 was never heard).
      expect(counts.filter((count) => count > 1).length).toBeLessThanOrEqual(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    } finally {
      await aerie.stopAll();
      await sink.close();
    }
  }, 180_000);

  it('ends a run left running by a killed worker as failed "interrupted", with a closing log line', async () => {
    const silent = await silentPort();
    const gitDir = mkdtempSync(join(tmpdir(), 'aerie-crash-git-'));
    try {
      const env = { SSH_CONNECT_TIMEOUT_SECONDS: '120', ALLOW_PRIVATE_TARGETS: 'true' };
      const { deploymentId, userId } = await aerie.withFixtures(
        async (t) => {
          const owner = await accountWithWorkspace(t);
          const project = await createProject(t, owner.token, owner.workspace.id);
          const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
            name: 'site',
          });
          const slug = `srv${randomBytes(8).toString('hex')}`;
          const [server] = await t.runtime.ctx.db
            .insert(servers)
            .values({
              slug,
              projectId: project.id,
              workspaceId: owner.workspace.id,
              name: 'Hangs',
              hostname: 'Example',
              ip: '127.0.0.1',
              port: silent.port,
              protocol: 'ssh',
              username: 'deploy',
              authMethod: 'password',
              credentialEnc: sealServerCredential(t.runtime.ctx, slug, 'not-a-real-password'),
              active: 1,
            })
            .returning();
          const deployment = await insertDeployment(t, {
            projectId: project.id,
            workspaceId: owner.workspace.id,
            serverId: server!.id,
            repositoryId: repository.id,
            createdById: owner.userId,
            deployPath: '/srv/site',
          });
          return { deploymentId: deployment.id, userId: owner.userId };
        },
        { GIT_DIR: gitDir },
      );

      const first = await aerie.start(env);
      const run = await withRunQueued(deploymentId, userId);
      // The run is claimed and stuck connecting (the silent port): it is 'running' when the worker dies.
      await poll('the run running', async () => ((await runRow(run)).status === 'running' ? true : undefined));
      await first.kill();
      expect((await runRow(run)).status).toBe('running');

      // Recovery waits a minute without a heartbeat before it calls a run dead (a slow runner is not a dead
      // one): move the heartbeat back a minute instead of sleeping through it.
      await aerie.handle.db
        .update(deploymentRuns)
        .set({ heartbeatAt: sql`now() - interval '61 seconds'` })
        .where(eq(deploymentRuns.id, run));
      await aerie.start(env);
      const ended = await poll('the run ended', async () => {
        const row = await runRow(run);
        return row.status === 'running' ? undefined : row;
      });
      expect(ended).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
      const lines = await aerie.handle.db
        .select({ line: deploymentRunLogs.line })
        .from(deploymentRunLogs)
        .where(eq(deploymentRunLogs.runId, run));
      expect(lines.at(-1)?.line).toBe(INTERRUPTED_LINE);
      const running = await aerie.handle.db.select().from(deploymentRuns).where(eq(deploymentRuns.status, 'running'));
      expect(running).toEqual([]);
    } finally {
      await aerie.stopAll();
      await silent.close();
      rmSync(gitDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('gives a payment its value once when the server dies while verifying it', async () => {
    const payments = await aerie.withFixtures(async (t) => {
      const made = [];
      for (let index = 0; index < 3; index += 1) {
        const owner = await accountWithWorkspace(t, { plan: 'air' });
        const { reference } = await initializePlan(t, owner.token, owner.workspace.id);
        const { transactionId } = await payAtSandbox(t, reference);
        made.push({ token: owner.token, workspaceId: owner.workspace.id, reference, transactionId });
      }
      return made;
    });

    const first = await aerie.start();
    const verify = (server: AerieProcess, payment: (typeof payments)[number]) =>
      fetch(`${server.url}${verifyUrl(payment.reference, payment.transactionId)}`, {
        headers: { authorization: `Bearer ${payment.token}` },
      });
    // Three verifications on their way, the process killed among them: some settle, some never start.
    const inFlight = payments.map((payment, index) =>
      // eslint-disable-next-line aerie/no-long-sleep -- three payments, 15 ms apart: 30 ms at most
      new Promise((resolve) => setTimeout(resolve, index * 15)).then(() => verify(first, payment).catch(() => null)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await first.kill();
    await Promise.all(inFlight);

    const second = await aerie.start();
    for (const payment of payments) {
      const again = await verify(second, payment);
      expect(again.status).toBe(200);
      const [row] = await aerie.handle.db
        .select()
        .from(transactions)
        .where(eq(transactions.reference, payment.reference));
      expect(row!.status).toBe('success');
      const [subscription] = await aerie.handle.db
        .select()
        .from(workspaceSubscriptions)
        .where(eq(workspaceSubscriptions.workspaceId, payment.workspaceId));
      // Granted by the settling transaction only: a second grant would start the month again, later.
      expect(subscription!.transactionId).toBe(row!.id);
      const month = new Date(row!.settledAt!);
      month.setUTCMonth(month.getUTCMonth() + 1);
      expect(subscription!.renewsAt.toISOString()).toBe(month.toISOString());
    }
    await aerie.stopAll();
  }, 180_000);

  it('makes one order when the server dies mid checkout and the buyer sends it again', async () => {
    const shop = await aerie.withFixtures(
      async (t) => {
        const { projectId } = await storeProject(t);
        const store = await insertStore(t, projectId);
        const { variants } = await insertProduct(t, store.id, { variants: [{ price: 1250, stock: 5 }] });
        const shopper = new Shopper(t, store.domain);
        await shopper.add(variants[0]!.uuid, 2);
        return { storeId: store.id, domain: store.domain, variantId: variants[0]!.id, cookie: shopper.cookie };
      },
      { STORES_URL },
    );
    const checkout = (server: AerieProcess) =>
      httpRequest(server.url!, {
        method: 'POST',
        path: '/checkout',
        headers: {
          host: storeHost(shop.domain),
          origin: storeOriginOf(shop.domain),
          cookie: shop.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(BUYER).toString(),
      });
    const ordersOfStore = () => aerie.handle.db.select().from(storeOrders).where(eq(storeOrders.storeId, shop.storeId));

    const first = await aerie.start({ STORES_URL });
    const sent = checkout(first).catch(() => null);
    // Killed once the order is committed: whether the buyer heard back or not, the retry must find it.
    const [order] = await poll('the pending order', async () => {
      const rows = await ordersOfStore();
      return rows.length > 0 ? rows : undefined;
    });
    await first.kill();
    await sent;

    const second = await aerie.start({ STORES_URL });
    const retried = await checkout(second);
    expect(retried.status, retried.body).toBe(303);
    const link = retried.headers.location!;
    expect(referenceOf(link)).toBe(order!.paymentReference);
    const paid = await httpRequest(second.url!, {
      method: 'POST',
      path: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', action: 'pay' }).toString(),
    });
    expect(paid.status, paid.body).toBe(303);
    const back = new URL(paid.headers.location!);
    const returned = await httpRequest(second.url!, {
      path: `${back.pathname}${back.search}`,
      headers: { host: storeHost(shop.domain), cookie: shop.cookie },
    });
    expect(returned.status, returned.body).toBeLessThan(400);

    const orders = await ordersOfStore();
    expect(orders.map((row) => row.status)).toEqual(['paid']);
    const [variant] = await aerie.handle.db.select().from(storeVariants).where(eq(storeVariants.id, shop.variantId));
    expect(variant).toMatchObject({ stock: 3, held: 0 });
    await aerie.stopAll();
  }, 180_000);

  /** Queues a run as the routes do (a row and its job, one transaction); a worker process picks it up. */
  function withRunQueued(deploymentId: number, userId: number): Promise<number> {
    return withJobQueue(aerie.handle, async (jobs) => {
      // enqueueRun reads only the database and the queue of the context.
      const ctx = { db: aerie.handle.db, jobs } as unknown as AppContext;
      return (await enqueueRun(ctx, { deploymentId, trigger: 'manual', userId })).id;
    });
  }

  async function runRow(runId: number) {
    const [row] = await aerie.handle.db.select().from(deploymentRuns).where(eq(deploymentRuns.id, runId));
    return row!;
  }
});
