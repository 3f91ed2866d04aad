import { createCertificateProbe } from './adapters/certificate-probe/certificate-probe.js';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

import { systemClock, type Clock } from './adapters/clock/clock.js';
import { createCardProvider } from './adapters/cards/create-card-provider.js';
import { createTxtResolver } from './adapters/dns/txt-resolver.js';
import { createGitProviders } from './adapters/git-providers/create-git-providers.js';
import { createFileStore } from './adapters/files/create-file-store.js';
import { createCloudProvider } from './adapters/cloud/create-cloud-provider.js';
import { createSshTransport } from './adapters/server-transport/ssh-transport.js';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.js';
import { createDevInboxTransport, type MailTransport } from './adapters/mail/mail-transport.js';
import { createSmtpTransport } from './adapters/mail/smtp-transport.js';
import { createDatabaseSignals } from './adapters/signals/database-signals.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { composeDomains } from './compose-domains.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { startJobQueue } from './adapters/queue/job-queue.js';
import { startWorkers } from './jobs/workers.js';
import type { EventSubscriber } from './modules/events/index.js';
import { SUBSCRIBERS } from './subscribers.js';
import { seedDemo, type DemoAccount } from './seed/seed-demo.js';
import { createLiveSites, type LiveSites } from './modules/websites/serve/live-sites.js';
import {
  createSiteAnalytics,
  NO_SITE_ANALYTICS,
  type SiteAnalytics,
} from './modules/websites/analytics/site-analytics.js';
import { createSiteRenderer } from './adapters/site-renderer/site-renderer.js';

export type Role = 'web' | 'worker' | 'all';

export interface Runtime {
  ctx: AppContext;
  /** The published sites this process serves (started for `web`/`all`), handed to the hosts. */
  liveSites: LiveSites;
  /** The visits of published sites this process counted, not yet written (hosts/host-context.ts). */
  siteAnalytics: SiteAnalytics;
  /** The HTTP app; absent for `--role=worker`. */
  app: FastifyInstance | null;
  demoAccount: DemoAccount | null;
  stop(): Promise<void>;
}

/**
 * Wires one Aerie process: database, job queue, workers (`worker`/`all`) and the HTTP app (`web`/`all`).
 * `main.ts` and the tests both start Aerie through here, so tests run what production runs.
 */
export async function startRuntime(options: {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  role: Role;
  mailTransport?: MailTransport;
  /** The system clock unless a test brings one it can move. */
  clock?: Clock;
  /** The product's subscribers to domain events; a test may add its own. */
  subscribers?: readonly EventSubscriber[];
}): Promise<Runtime> {
  const { config, logger, database, role } = options;
  composeDomains();
  const jobs = await startJobQueue(database, {
    pollSeconds: config.jobPollSeconds,
    retryDelaySeconds: config.jobRetryDelaySeconds,
    logger,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    jobs,
    logger,
    clock: options.clock ?? systemClock,
    files: await createFileStore(config.files),
    payments: createPaymentProvider(config, database.db),
    cards: createCardProvider(config, database.db),
    siteRenderer: createSiteRenderer(),
    txtResolver: createTxtResolver(config.dnsServers),
    certificates: createCertificateProbe({ allowPrivateTargets: config.hosting.allowPrivateTargets }),
    gitProviders: createGitProviders(config.gitProviders),
    cloud: createCloudProvider(config),
    ssh: createSshTransport({
      connectTimeoutMs: config.hosting.sshConnectTimeoutMs,
      allowPrivateTargets: config.hosting.allowPrivateTargets,
    }),
    signals: createDatabaseSignals(database.connection, logger),
  };
  const mailTransport =
    options.mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createDevInboxTransport());

  if (role !== 'web') await startWorkers(ctx, mailTransport, options.subscribers ?? SUBSCRIBERS);
  const demoAccount = config.seedDemo && role !== 'worker' ? await seedDemo(ctx) : null;
  const liveSites = createLiveSites(database.db, config.sites, (error) =>
    logger.warn({ err: error }, 'custom domains could not be refreshed'),
  );
  const siteAnalytics = config.siteAnalytics.enabled
    ? createSiteAnalytics({
        db: database.db,
        logger,
        flushMs: config.siteAnalytics.flushMs,
        now: () => ctx.clock.now().getTime(),
      })
    : NO_SITE_ANALYTICS;
  if (role !== 'worker') {
    await liveSites.start();
    await siteAnalytics.start();
  }
  const app = role === 'worker' ? null : await buildApp(ctx, { liveSites, siteAnalytics });

  return {
    ctx,
    liveSites,
    siteAnalytics,
    app,
    demoAccount,
    async stop() {
      await app?.close();
      // What the last seconds counted is written before the database closes.
      await siteAnalytics.stop();
      liveSites.stop();
      await ctx.siteRenderer.close();
      await jobs.stop();
      await ctx.signals.stop();
      mailTransport.close?.();
      await database.close();
    },
  };
}
