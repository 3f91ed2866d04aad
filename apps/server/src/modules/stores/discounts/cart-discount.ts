import { normalizeDiscountCode } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeCarts } from '../../../db/schema/index.js';
import type { CartLine } from '../cart.js';
import type { StoreRow } from '../storefront-store.js';
import { discountFor } from './discount-for.js';

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
 * limit waits for checkout, where the e-mail is known.
 */
export async function applyCartDiscount(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'currency'>,
  cart: { id: number; lines: CartLine[] },
  typed: string,
  now: Date,
): Promise<string | null> {
  const code = normalizeDiscountCode(typed);
  if (!code) return 'Enter a discount code.';
  const offer = await discountFor(db, store, cart.lines, { code, now });
  if (offer.refusal) return offer.refusal;
  await db.update(storeCarts).set({ discountCode: offer.code, updatedAt: now }).where(eq(storeCarts.id, cart.id));
  return null;
}

export async function removeCartDiscount(db: Queryable, cartId: number, now: Date): Promise<void> {
  await db.update(storeCarts).set({ discountCode: null, updatedAt: now }).where(eq(storeCarts.id, cartId));
}
