import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { createFlutterwaveProvider } from './flutterwave-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

/** The configured provider; the config schema has already required Flutterwave's keys when it is chosen. */
export function createPaymentProvider(config: Config, db: Queryable): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'flutterwave') {
    return createFlutterwaveProvider({
      baseUrl: payments.flutterwaveBaseUrl,
      secretKey: payments.flutterwaveSecretKey,
      webhookHash: payments.webhookHash ?? '',
    });
  }
  return createSandboxProvider({ db, appUrl: config.appUrl, webhookHash: payments.webhookHash });
}
