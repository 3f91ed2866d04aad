import { createHash, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { sandboxCharges } from '../../db/schema/index.js';
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
 * Stripe's test card that is saved fine but whose later charges are declined (4000 0000 0000 0341): what
 * tries a declined trial-end charge. The sandbox's token carries the card's last four digits, as the
 * provider's own record of a payment method does, so a charge knows which card it is.
 */
export const CHARGE_DECLINED_CARD = '4000000000000341';

const lastFourOf = (token: string) => token.match(/^pm_sandbox_([0-9]{4})_/)?.[1] ?? null;

/**
 * The built-in card provider (the default): the usual test cards, no network. 4242 4242 4242 4242 and any
 * other Luhn-valid number give a `pm_sandbox_…` token; 4000 0000 0000 0002 is declined. Its off-session
 * charges are written to the sandbox's own ledger (`sandbox_charges`), keyed by the idempotency key, so a
 * repeat answers the first charge.
 */
export function createSandboxTokenizer(db: Queryable, now: () => Date = () => new Date()): SandboxCardProvider {
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
      const last4 = card.number.slice(-4);
      return { token: `pm_sandbox_${last4}_${randomBytes(12).toString('hex')}`, last4 };
    },

    async chargeOffSession(charge) {
      const id = `sbx_${createHash('sha256').update(charge.idempotencyKey).digest('hex').slice(0, 24)}`;
      const declined = lastFourOf(charge.paymentMethod) === CHARGE_DECLINED_CARD.slice(-4);
      await db
        .insert(sandboxCharges)
        .values({
          id,
          reference: charge.idempotencyKey,
          amount: charge.amount,
          currency: charge.currency,
          status: declined ? 'failed' : 'successful',
          reason: declined ? SANDBOX_CARD_MESSAGES.declined : null,
        })
        .onConflictDoNothing();
      const [recorded] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return recorded!.status === 'successful'
        ? { outcome: 'succeeded', chargeId: id }
        : { outcome: 'declined', chargeId: id, message: recorded!.reason ?? SANDBOX_CARD_MESSAGES.declined };
    },
  };
}
