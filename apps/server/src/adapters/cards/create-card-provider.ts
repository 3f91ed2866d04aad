import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import type { CardProvider } from './card-provider.js';
import { createSandboxTokenizer } from './sandbox-tokenizer.js';
import { createStripeCards } from './stripe-cards.js';

/** The configured card provider (the sandbox keeps its ledger in `db`); the config schema has already required Stripe's keys when it is chosen. */
export function createCardProvider(config: Config, db: Queryable): CardProvider {
  const { cards } = config;
  if (cards.provider === 'stripe')
    return createStripeCards({
      baseUrl: cards.stripeBaseUrl,
      secretKey: cards.stripeSecretKey,
      publishableKey: cards.stripePublishableKey,
    });
  return createSandboxTokenizer(db);
}
