import { randomBytes } from 'node:crypto';

import { CardProviderError, passesLuhn, type SandboxCardProvider } from './card-provider.js';

/** Stripe's wording, so the sandbox teaches the same messages production shows. */
export const SANDBOX_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
} as const;

/** Stripe's test card that is always declined. */
const DECLINED_CARD = '4000000000000002';

/**
 * The built-in card provider (the default): the usual test cards, no network. 4242 4242 4242 4242 and any
 * other Luhn-valid number give a `pm_sandbox_…` token; 4000 0000 0000 0002 is declined.
 */
export function createSandboxTokenizer(now: () => Date = () => new Date()): SandboxCardProvider {
  return {
    name: 'sandbox',
    async tokenize(card) {
      if (!passesLuhn(card.number)) throw new CardProviderError(SANDBOX_CARD_MESSAGES.incorrectNumber);
      const today = now();
      const expired =
        card.expYear < today.getUTCFullYear() ||
        (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1);
      if (expired) throw new CardProviderError(SANDBOX_CARD_MESSAGES.expired);
      if (card.number === DECLINED_CARD) throw new CardProviderError(SANDBOX_CARD_MESSAGES.declined);
      return { token: `pm_sandbox_${randomBytes(12).toString('hex')}` };
    },
  };
}
