import { DISCOUNT_RULES, normalizeDiscountCode } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { storeCarts } from '../../../db/schema/index.js';
import type { CartLine } from '../cart.js';
import type { StoreRow } from '../storefront-store.js';
import { AppError } from '../../../errors.js';
import { assertUnderRateLimit, hitRateLimit, type RateLimitRule } from '../../rate-limit/index.js';
import { discountFor } from './discount-for.js';

/** Refused codes per address per store (DISCOUNT_RULES.codeRefusalsPer10Minutes says why). */
const codeRefusals = (storeId: number, address: string): RateLimitRule => ({
  key: `discount-code-refusals:${storeId}:${address}`,
  limit: DISCOUNT_RULES.codeRefusalsPer10Minutes,
  windowSeconds: 600,
});

/** The code the shopper applied to the cart, or null. */
export async function cartDiscountCode(db: Queryable, cartId: number): Promise<string | null> {
  const [cart] = await db
    .select({ discountCode: storeCarts.discountCode })
    .from(storeCarts)
    .where(eq(storeCarts.id, cartId));
  return cart?.discountCode ?? null;
}

/**
 * The cart page's code field (POST /cart/discount): a code that applies to the cart now is kept on the
 * cart; one that does not is not kept, and the shopper is told why (null when it was kept). The per-customer
 * limit waits for checkout, where the e-mail is known. Beyond the address's refusals, `rate_limited`.
 */
export async function applyCartDiscount(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  store: Pick<StoreRow, 'id' | 'currency'>,
  cart: { id: number; lines: CartLine[] },
  attempt: { typed: string; address: string },
): Promise<string | null> {
  const code = normalizeDiscountCode(attempt.typed);
  if (!code) return 'Enter a discount code.';
  const refusals = codeRefusals(store.id, attempt.address);
  await assertUnderRateLimit(ctx, [refusals]);
  const now = ctx.clock.now();
  const offer = await discountFor(ctx.db, store, cart.lines, { code, now });
  if (offer.refusal) {
    // Counted after the fact; a refusal that fills the window is still shown as itself.
    await hitRateLimit(ctx, [refusals]).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    return offer.refusal;
  }
  await ctx.db.update(storeCarts).set({ discountCode: offer.code, updatedAt: now }).where(eq(storeCarts.id, cart.id));
  return null;
}

export async function removeCartDiscount(db: Queryable, cartId: number, now: Date): Promise<void> {
  await db.update(storeCarts).set({ discountCode: null, updatedAt: now }).where(eq(storeCarts.id, cartId));
}
