import type { Config } from '../../config.js';
import type { CardTokenizer } from './card-tokenizer.js';
import { createSandboxTokenizer } from './sandbox-tokenizer.js';
import { createStripeTokenizer } from './stripe-tokenizer.js';

/** The configured card provider; the config schema has already required Stripe's key when it is chosen. */
export function createCardTokenizer(config: Config): CardTokenizer {
  const { cards } = config;
  if (cards.provider === 'stripe')
    return createStripeTokenizer({ baseUrl: cards.stripeBaseUrl, secretKey: cards.stripeSecretKey });
  return createSandboxTokenizer();
}
