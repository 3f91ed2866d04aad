import type { MailTransport } from '../adapters/mail/mail-transport.js';
import type { AppContext } from '../context.js';
import { runBillingCycle } from '../modules/billing/billing-cycle.js';
import { reverifyPayments } from '../modules/billing/reverify-payments.js';
import { fireDueSchedules } from '../modules/deployments/fire-schedules.js';
import { recoverRuns } from '../modules/deployments/recover-runs.js';
import { runDeployment } from '../modules/deployments/run-deployment.js';
import { runSiteRelease, type SiteReleaseJob } from '../modules/deployments/index.js';
import { retryFailedCaddySyncs } from '../modules/deployments/server-caddy/retry-caddy-syncs.js';
import { runCaddySync } from '../modules/deployments/server-caddy/caddy-sync.js';
import { dispatchPending, handleEvent, startEventRelay, type EventSubscriber } from '../modules/events/index.js';
import { checkServers } from '../modules/hosting/check-servers.js';
import { deliverMail } from '../modules/mail/deliver-mail.js';
import { sendDigests } from '../modules/notifications/index.js';
import { sendDueReminders } from '../modules/tasks/index.js';
import { purgeCredentials } from '../modules/auth/purge-credentials.js';
import { sendPasswordResetLink, sendVerificationLink } from '../modules/auth/send-email-links.js';
import { purgeRateLimits } from '../modules/rate-limit/hit-rate-limit.js';
import { purgeStaleCarts } from '../modules/stores/cart.js';
import { expirePendingOrders } from '../modules/stores/orders.js';
import { sendCheckoutReminders } from '../modules/stores/recovery/send-checkout-reminders.js';
import { resumePendingRefunds } from '../modules/stores/refunds/make-refund.js';
import { purgeSellerCredentials } from '../modules/stores/purge-seller-credentials.js';
import { sendSellerResetLink } from '../modules/stores/seller-auth.js';
import { deliverWebhook, type DeliveryJob } from '../modules/webhooks/index.js';
import { makeStoreImageVariants } from '../modules/stores/make-store-image-variants.js';
import { makeWebsiteImageVariants } from '../modules/websites/make-website-image-variants.js';
import { pruneSiteAnalytics } from '../modules/websites/analytics/prune-site-analytics.js';
import { checkDueCertificates } from '../modules/domains/index.js';

const DEPLOYMENT_RUNS_AT_ONCE = 4;

/** The job handlers a worker process runs (`--role=worker` or `all`). */
export async function startWorkers(
  ctx: AppContext,
  mailTransport: MailTransport,
  subscribers: readonly EventSubscriber[],
): Promise<void> {
  // Domain events: each to its subscribers' jobs when its commit signals the relay, each subscriber once
  // (modules/events); every minute, whatever a lost signal left behind.
  await startEventRelay(ctx, subscribers);
  await ctx.jobs.work('dispatch-event', async () => {
    await dispatchPending(ctx, subscribers);
  });
  await ctx.jobs.schedule('dispatch-event', '* * * * *');
  await ctx.jobs.work<{ eventId: number; subscriber: string }>(
    'handle-event',
    (job) => handleEvent(ctx, subscribers, job),
    {
      concurrency: 2,
    },
  );
  await ctx.jobs.work<{ mailId: number }>('send-email', ({ mailId }) =>
    deliverMail(ctx.db, mailTransport, ctx.config.mailFrom, mailId),
  );
  // One image at a time: resizing is CPU work, sharing two cores with HTTP (lib/image-variants).
  await ctx.jobs.work<{ kind: 'website' | 'store'; key: string }>('make-image-variants', ({ kind, key }) =>
    kind === 'website' ? makeWebsiteImageVariants(ctx, key) : makeStoreImageVariants(ctx, key),
  );
  await ctx.jobs.work('purge-rate-limits', () => purgeRateLimits(ctx.db));
  await ctx.jobs.schedule('purge-rate-limits', '17 * * * *');
  // Unpaid payments whose return and webhook were both lost are looked up with the provider.
  await ctx.jobs.work('reverify-payments', async () => {
    await reverifyPayments(ctx);
  });
  await ctx.jobs.schedule('reverify-payments', '*/10 * * * *');
  await ctx.jobs.work('billing-cycle', () => runBillingCycle(ctx, { now: ctx.clock.now() }));
  await ctx.jobs.schedule('billing-cycle', '*/5 * * * *');
  // Expired sessions and link tokens, hourly (at a minute of their own).
  await ctx.jobs.work('purge-credentials', async () => {
    await purgeCredentials(ctx.db);
    await purgeSellerCredentials(ctx.db);
  });
  await ctx.jobs.schedule('purge-credentials', '41 * * * *');
  // Site analytics, hourly: yesterday's visitor salt is deleted within the hour after midnight (UTC), and
  // counts older than 90 days go.
  await ctx.jobs.work('prune-site-analytics', () => pruneSiteAnalytics(ctx.db, ctx.clock.now()));
  await ctx.jobs.schedule('prune-site-analytics', '7 * * * *');
  // Store orders whose checkout hold has ended: paid if the provider says so, else expired (stock back);
  // refunds the provider left unanswered, asked again; and carts whose cookie has run out.
  await ctx.jobs.work('expire-store-orders', async () => {
    await expirePendingOrders(ctx);
    await resumePendingRefunds(ctx);
    await purgeStaleCarts(ctx.db);
  });
  await ctx.jobs.schedule('expire-store-orders', '* * * * *');
  // Unpaid checkouts whose reminder delay (1–24 hours) has passed get their one e-mail; every 5 minutes is
  // close enough for an hour's delay, and a run that finds nothing costs one indexed query.
  await ctx.jobs.work('send-checkout-reminders', async () => {
    await sendCheckoutReminders(ctx);
  });
  await ctx.jobs.schedule('send-checkout-reminders', '*/5 * * * *');
  // Deployment runs take minutes: several run side by side (never two of one deployment, see claimRun).
  await ctx.jobs.work<{ runId: number }>(
    'deployment-run',
    ({ runId }, stopping) => runDeployment(ctx, runId, stopping),
    {
      concurrency: DEPLOYMENT_RUNS_AT_ONCE,
    },
  );
  // Sites on their owners' servers (issue 32 § 4): one at a time here, so two publishes of a site upload in order.
  await ctx.jobs.work<SiteReleaseJob>('site-release', (job) => runSiteRelease(ctx, job));
  // Caddy on a user's server, after its deployments' hosts changed (issue 32 § 3): a few servers at once.
  await ctx.jobs.work<{ serverId: number }>(
    'sync-server-caddy',
    async ({ serverId }) => {
      await runCaddySync(ctx, serverId);
    },
    { concurrency: 2 },
  );
  // Every minute: scheduled runs that are due, and runs whose worker died.
  await ctx.jobs.work('deployment-schedules', async () => {
    await fireDueSchedules(ctx);
    await recoverRuns(ctx);
  });
  await ctx.jobs.schedule('deployment-schedules', '* * * * *');
  // A worker that starts after a crash ends the runs the dead one left 'running' (once their heartbeat is old).
  await recoverRuns(ctx).catch((error: unknown) => ctx.logger.warn({ err: error }, 'deployment run recovery failed'));
  await ctx.jobs.work<{ email: string }>('send-password-reset', ({ email }) => sendPasswordResetLink(ctx, email));
  await ctx.jobs.work<{ email: string }>('send-verification', ({ email }) => sendVerificationLink(ctx, email));
  await ctx.jobs.work<{ storeId: number; email: string }>('send-seller-reset', ({ storeId, email }) =>
    sendSellerResetLink(ctx, storeId, email),
  );
  // Hourly: each person whose daily notifications have waited a day gets them in one digest.
  await ctx.jobs.work('notification-digests', async () => {
    await sendDigests(ctx);
  });
  await ctx.jobs.schedule('notification-digests', '23 * * * *');
  // Due reminders: every 15 minutes, so "due today" arrives within a quarter hour of the UTC day's start;
  // a run that finds nothing costs one indexed query.
  await ctx.jobs.work('task-due-reminders', async () => {
    await sendDueReminders(ctx);
  });
  await ctx.jobs.schedule('task-due-reminders', '*/15 * * * *');
  // Server state (issue 28): each active SSH server read over SSH every few minutes, a few at a time; then
  // Caddy syncs that failed are asked again on servers a check has reached since (a server back from an outage).
  await ctx.jobs.work('server-checks', async () => {
    await checkServers(ctx);
    await retryFailedCaddySyncs(ctx);
  });
  await ctx.jobs.schedule('server-checks', `*/${ctx.config.hosting.serverCheckMinutes} * * * *`);
  // Certificates (issue 32): each host of a verified domain looked at as a browser would, every six hours.
  await ctx.jobs.work('domain-certificates', async () => {
    await checkDueCertificates(ctx);
  });
  await ctx.jobs.schedule('domain-certificates', '*/10 * * * *');
  // Outgoing webhooks: each attempt waits up to 10 s on a receiver, so several run side by side.
  await ctx.jobs.work<DeliveryJob>('deliver-webhook', (job) => deliverWebhook(ctx, job), { concurrency: 4 });
}
