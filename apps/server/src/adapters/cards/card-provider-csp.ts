import type { Config } from '../../config.js';

/**
 * What the app's content security policy must also allow for the configured card provider. Stripe.js is
 * loaded from Stripe (Stripe forbids self-hosting it), its card field is Stripe's iframe and it talks to
 * Stripe's API; the sandbox needs nothing. The app host's policy adds these to its directives.
 */
export function cardProviderCspSources(config: Pick<Config, 'cards'>): {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
} {
  if (config.cards.provider !== 'stripe') return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  };
}
