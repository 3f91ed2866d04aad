import type { Logger } from 'pino';

import type { CardProvider } from './adapters/cards/card-provider.js';
import type { FileStore } from './adapters/files/file-store.js';
import type { PaymentProvider } from './adapters/payments/payment-provider.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './adapters/queue/job-queue.js';

/** What a service needs from the outside world, passed explicitly so tests build it the same way. */
export interface AppContext {
  config: Config;
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  /** Uploaded files (avatars…). */
  files: FileStore;
  /** The payments port (sandbox or Flutterwave). */
  payments: PaymentProvider;
  /** The card port (sandbox or Stripe): card details to a reusable payment-method token. */
  cards: CardProvider;
}
