import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type DrizzleTransactionLike } from 'pg-boss';
import type { Logger } from 'pino';

import type { DatabaseHandle, Queryable } from '../../db/client.js';

/** Every queue of the product, with its retry policy. Workers and senders use these names only. */
export const QUEUES = {
  /**
   * A worker killed mid-send leaves its job 'active'; the heartbeat (refreshed every 5 s while the handler
   * runs) lets the queue retry it within seconds instead of after the 15-minute expiry. The retry may send
   * an e-mail the dead worker had already handed over: at most once more, never lost.
   */
  sendEmail: {
    name: 'send-email',
    options: { retryLimit: 6, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, heartbeatSeconds: 10 },
  },
  purgeRateLimits: { name: 'purge-rate-limits', options: { retryLimit: 1 } },
  reverifyPayments: { name: 'reverify-payments', options: { retryLimit: 1 } },
  purgeCredentials: { name: 'purge-credentials', options: { retryLimit: 1 } },
  /** Hourly: past days' visitor salts, site analytics older than 90 days (modules/websites/analytics). */
  pruneSiteAnalytics: { name: 'prune-site-analytics', options: { retryLimit: 1 } },
  expireStoreOrders: { name: 'expire-store-orders', options: { retryLimit: 1 } },
  /** Every five minutes: the one reminder of each unpaid checkout whose delay has passed (stores/recovery). */
  sendCheckoutReminders: { name: 'send-checkout-reminders', options: { retryLimit: 1 } },
  // The link e-mails make their token and queue their e-mail in one transaction; the heartbeat retries one
  // whose worker died within seconds too (a retry after a commit mails a second, newer link).
  sendPasswordReset: { name: 'send-password-reset', options: { retryLimit: 3, retryDelay: 5, heartbeatSeconds: 10 } },
  sendVerification: { name: 'send-verification', options: { retryLimit: 3, retryDelay: 5, heartbeatSeconds: 10 } },
  sendSellerReset: { name: 'send-seller-reset', options: { retryLimit: 3, retryDelay: 5, heartbeatSeconds: 10 } },
  /**
   * One deployment run; the runner itself records failures, so a job is not retried blindly. A run may
   * last up to the longest DEPLOY_TIMEOUT_MINUTES (600): the job must not expire under it (15 minutes by
   * default), so it lives as long as the longest run plus the moments it takes to end.
   */
  deploymentRun: { name: 'deployment-run', options: { retryLimit: 0, expireInSeconds: 600 * 60 + 300 } },
  /**
   * A site's release on its owner's server (issue 32 § 4): an upload at a publish, a rollback, or Caddy's sync
   * after the target was removed. One retry for a worker that died, found by the heartbeat within a minute (not
   * at the 15-minute expiry, with the site shown uploading meanwhile); a failure is recorded on the target.
   */
  siteRelease: {
    name: 'site-release',
    options: { retryLimit: 1, retryDelay: 30, heartbeatSeconds: 30, expireInSeconds: 900 },
  },
  /**
   * One server's Caddy brought in line with the rows (modules/deployments/server-caddy). The sync records
   * its own failure for the user to see, so only a worker that died under it (found by the heartbeat) or a
   * database that was away is retried; installing Caddy may take minutes.
   */
  syncServerCaddy: {
    name: 'sync-server-caddy',
    options: { retryLimit: 2, retryDelay: 10, heartbeatSeconds: 30, expireInSeconds: 15 * 60 },
  },
  /** Every minute: queue the scheduled runs that are due, and end runs whose worker died. */
  deploymentSchedules: { name: 'deployment-schedules', options: { retryLimit: 1 } },
  /** Every five minutes: trials that end, periods that end, pilots to destroy (modules/billing/billing-cycle.ts). */
  billingCycle: { name: 'billing-cycle', options: { retryLimit: 1 } },
  /**
   * Every minute, the domain events no relay has dispatched yet (modules/events: a relay dispatches on each
   * commit's signal; this is the safety net for a signal that never came).
   */
  dispatchEvent: { name: 'dispatch-event', options: { retryLimit: 1 } },
  /**
   * One subscriber on one event. A subscriber that fails is retried with backoff for about a day (10 s
   * doubling to an hour); its receipt makes a retry after a success do nothing.
   */
  handleEvent: {
    name: 'handle-event',
    options: { retryLimit: 30, retryDelay: 10, retryBackoff: true, retryDelayMax: 3600, heartbeatSeconds: 30 },
  },
  /** Every SERVER_CHECK_MINUTES: each active SSH server's state, read over SSH (modules/hosting/check-servers.ts). */
  serverChecks: { name: 'server-checks', options: { retryLimit: 1 } },
  /**
   * Every ten minutes: the certificate served on each host of a verified domain, looked at as a browser would,
   * when it was never looked at or not for six hours (modules/domains/check-certificate.ts).
   */
  domainCertificates: { name: 'domain-certificates', options: { retryLimit: 1 } },
  /** Hourly: the daily digests of notifications that have waited a day (modules/notifications). */
  notificationDigests: { name: 'notification-digests', options: { retryLimit: 1 } },
  /** Every 15 minutes: `task.due` for open tasks ending tomorrow or today, once per assignee (modules/tasks). */
  taskDueReminders: { name: 'task-due-reminders', options: { retryLimit: 1 } },
  /**
   * One attempt of a webhook delivery (modules/webhooks). The delivery's own schedule (30 s doubling to an
   * hour, for a day) queues the next attempt as a new job; the queue's retries only cover a job that threw
   * (the database was away) or whose worker died mid-request, found by the heartbeat within seconds.
   */
  deliverWebhook: {
    name: 'deliver-webhook',
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 600, heartbeatSeconds: 15 },
  },
  /**
   * Resized copies of one uploaded image (lib/image-variants): a job, so the upload answers at once. Bytes
   * that cannot be decoded are recorded as having none, not retried; a retry covers a worker that died.
   */
  makeImageVariants: {
    name: 'make-image-variants',
    options: { retryLimit: 2, retryDelay: 10, heartbeatSeconds: 30 },
  },
} as const;
/** pg-boss's own queue through which a cron tick sends its job (its worker polled every 5 s). */
const CRON_QUEUE = '__pgboss__send-it';
/**
 * How often workers poll when the database cannot notify them (a pooler in transaction mode drops LISTEN):
 * as often as before notifications were used, so a job never waits longer than it did then.
 */
const FALLBACK_POLL_SECONDS = 2;
/** Each worker's own poll, behind the notifications and the due check (startDueCheck): a last resort. */
const BACKSTOP_POLL_SECONDS = 300;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/**
 * The jobs port: modules send through it (inside their transaction when they pass `db`), the workers in
 * jobs/ consume it. Like mail and files, it sits below the modules, so imports run one way:
 * jobs/workers -> modules -> adapters/queue.
 */
export interface JobQueue {
  /**
   * Enqueues a job; with `db` set to a transaction, the job exists only if the transaction commits. With
   * `startAfterSeconds` no worker takes it before then.
   */
  send(queue: QueueName, data: object, options?: { db?: Queryable; startAfterSeconds?: number }): Promise<void>;
  /**
   * Consumes a queue. `stopping` aborts when this process begins to stop, so a long job (a deployment run)
   * can end what it does cleanly instead of holding the shutdown; `concurrency` jobs run at once here.
   */
  work<T extends object>(
    queue: QueueName,
    handler: (data: T, stopping: AbortSignal) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /**
   * Wakes this process's workers of `queue` to fetch now instead of at their next poll (a person waiting on
   * a deployment run they just queued). Call it after the transaction that sent the job commits; a process
   * without such a worker does nothing, and other processes still find the job at their next poll.
   */
  wake(queue: QueueName): void;
  /** Runs a queue on a cron schedule; one job per tick however many workers run. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** The durable queue lives in the product's own database (pg-boss), so a job survives a restart. */
export async function startJobQueue(
  handle: DatabaseHandle,
  options: {
    /**
     * How often idle workers look for jobs nothing told them about: delayed ones and retries whose time came.
     * A job ready at once wakes its workers in every process when the transaction that sent it commits (a
     * NOTIFY), so an idle process asks the database this seldom instead of every queue every 2 s.
     */
    pollSeconds: number;
    logger: Logger;
    retryDelaySeconds?: number;
  },
): Promise<JobQueue> {
  const superviseSeconds = Math.min(30, Math.max(15, options.pollSeconds));
  // Its own connections, also on PGlite: the embedded database speaks the PostgreSQL protocol too, and its
  // server forwards a committed NOTIFY to the listening connection (db/pglite-worker.ts).
  const boss = new PgBoss({
    ...handle.connection,
    max: handle.kind === 'pglite' ? 2 : 4,
    useListenNotify: true,
    // Stale heartbeats and expired jobs are found on these passes (60 s by default): as often as workers
    // poll, between every 15 and every 30 s, a job whose worker died is retried promptly. Each pass is a
    // handful of indexed queries.
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // Flows (jobs that wait for other jobs) are swept every 5 s by default; Aerie sends none.
    flowIntervalSeconds: 300,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  // A cron tick's job reaches the cron worker by a notification too; it polls at the idle pace meanwhile.
  await boss.updateQueue(CRON_QUEUE, { notify: true });
  const stopping = new AbortController();
  const workerIds = new Map<QueueName, string[]>();
  const stopDueCheck = startDueCheck(
    handle,
    options,
    (name) => {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    () => [...workerIds.keys()],
  );
  for (const queue of Object.values(QUEUES)) {
    // The queues that wait before retrying wait JOB_RETRY_DELAY_SECONDS when it is set (tests shorten it).
    const retryDelay =
      'retryDelay' in queue.options && options.retryDelaySeconds !== undefined
        ? { retryDelay: options.retryDelaySeconds }
        : {};
    const policy = { ...queue.options, ...retryDelay, notify: true };
    await boss.createQueue(queue.name, policy);
    // createQueue keeps an existing queue as it was: a policy changed here reaches databases made before.
    await boss.updateQueue(queue.name, policy);
  }

  return {
    async send(queue, data, sendOptions = {}) {
      // Both drivers' transactions have `execute(sql)`; the generic result type just hides the rows shape.
      const tx = sendOptions.db as unknown as DrizzleTransactionLike | undefined;
      const db = tx ? fromDrizzle(tx, sql) : undefined;
      const startAfter = sendOptions.startAfterSeconds;
      await boss.send(queue, data, { ...(db ? { db } : {}), ...(startAfter ? { startAfter } : {}) });
    },
    async work(queue, handler, workOptions = {}) {
      // One pg-boss worker per unit of concurrency, each knowing its own id (see the callback below).
      for (let n = 0; n < (workOptions.concurrency ?? 1); n += 1) {
        let id = '';
        id = await boss.work(
          queue,
          {
            pollingIntervalSeconds: Math.min(FALLBACK_POLL_SECONDS, options.pollSeconds),
            notifyPollingIntervalSeconds: Math.max(BACKSTOP_POLL_SECONDS, options.pollSeconds),
          },
          async (jobs) => {
            for (const job of jobs) await handler(job.data as never, stopping.signal);
            // After each fetch pg-boss waits for the next notification or poll, and the jobs sent while
            // this one ran woke it only once: a worker that found a job looks again at once, so a backlog
            // drains at the pace of the jobs, not of the notifications.
            if (jobs.length) boss.notifyWorker(id);
          },
        );
        workerIds.set(queue, [...(workerIds.get(queue) ?? []), id]);
      }
    },
    wake(queue) {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },
    schedule: (queue, cron) => boss.schedule(queue, cron),
    stop: () => {
      stopDueCheck();
      stopping.abort();
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * One question per process every `pollSeconds`, instead of a fetch by each of some thirty workers: which of
 * the queues worked here hold a job whose time has come (a delayed job, a retry after its delay, one whose
 * notification was missed). Their workers are woken to fetch it; a job ready when sent wakes them by
 * notification. On an idle database that is one indexed statement every 30 s (pg-boss's index of waiting
 * jobs, `state < 'active' and not blocked`).
 */
function startDueCheck(
  handle: DatabaseHandle,
  options: { pollSeconds: number; logger: Logger },
  wake: (queue: QueueName) => void,
  workedQueues: () => QueueName[],
): () => void {
  let checking = false;
  const timer = setInterval(() => {
    const names = workedQueues();
    if (checking || !names.length) return;
    checking = true;
    handle.pool
      .query<{ name: QueueName }>(
        `select distinct name from pgboss.job
          where name = any($1::text[]) and state < 'active' and not blocked and start_after <= now()`,
        [names],
      )
      .then(({ rows }) => rows.forEach(({ name }) => wake(name)))
      .catch((error: unknown) => options.logger.warn({ err: error }, 'job queue: the due check failed'))
      .finally(() => {
        checking = false;
      });
  }, options.pollSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
