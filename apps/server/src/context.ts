import type { CertificateProbe } from './adapters/certificate-probe/certificate-probe.js';
import type { Logger } from 'pino';

import type { Clock } from './adapters/clock/clock.js';
import type { TxtResolver } from './adapters/dns/txt-resolver.js';
import type { CloudProvider } from './adapters/cloud/cloud-provider.js';
import type { ServerTransport } from './adapters/server-transport/server-transport.js';
import type { CardProvider } from './adapters/cards/card-provider.js';
import type { DatabaseSignals } from './adapters/signals/database-signals.js';
import type { GitProviders } from './adapters/git-providers/git-provider.js';
import type { FileStore } from './adapters/files/file-store.js';
import type { PaymentProvider } from './adapters/payments/payment-provider.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './adapters/queue/job-queue.js';
import type { SiteRenderer } from './adapters/site-renderer/site-renderer.js';

/**
 * What a service needs from the outside world — ports only, no domain's services — passed explicitly so
 * tests build it the same way. The published sites a web process serves (a websites domain cache) are
 * handed by the composition root to the hosts that serve them (hosts/host-context.ts).
 */
export interface AppContext {
  config: Config;
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  /** What time it is, for rate-limit windows, expiry and schedules (tests set it and move it). */
  clock: Clock;
  /** Uploaded files (avatars…). */
  files: FileStore;
  /** The payments port (sandbox or Flutterwave). */
  payments: PaymentProvider;
  /** The card port (sandbox or Stripe): card details to a reusable payment-method token. */
  cards: CardProvider;
  /** GrapesJS on its own thread: stored project data to pages (publish, export, template previews). */
  siteRenderer: SiteRenderer;
  /** The DNS port: TXT records for custom-domain verification. */
  txtResolver: TxtResolver;
  /** What a visitor's browser sees on a host's HTTPS port: the certificate, its issuer and end (issue 32). */
  certificates: CertificateProbe;
  /** The git hosting providers' OAuth and REST APIs (GitHub, GitLab, Bitbucket). */
  gitProviders: GitProviders;
  /** Where pilots run (a sandbox on this host, or DigitalOcean). */
  cloud: CloudProvider;
  /** SSH to servers (connections and cloud pilots); local pilots are reached through the local transport. */
  ssh: ServerTransport;
  /** Signals from the process that commits a change to every process that listens (live notification counts). */
  signals: DatabaseSignals;
}
