import { STORE_RULES } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';

import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import {
  storeCartLines,
  storeCarts,
  storeCheckoutReminders,
  storeOrderLines,
  storeProducts,
  storeVariants,
} from '../../../db/schema/index.js';
import { hashCartToken } from '../cart.js';
import { hashLinkToken, isLinkToken } from './recovery-tokens.js';

export type ReopenOutcome =
  | {
      kind: 'reopened';
      /** A new cart cookie to send, or null when the browser already holds the cart. */ cartToken: string | null;
    }
  | { kind: 'invalid' }
  | { kind: 'expired' };

type ReminderRow = typeof storeCheckoutReminders.$inferSelect;

/** The order's lines back in the cart, for variants the store still sells (quantities capped as the cart caps them). */
async function refillFromOrder(tx: Transaction, storeId: number, cartId: number, orderId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${storeCartLines} (cart_id, variant_id, quantity)
    select ${cartId}, l.variant_id, least(sum(l.quantity), ${STORE_RULES.cartLineQuantityMax})
    from ${storeOrderLines} l
    join ${storeVariants} v on v.id = l.variant_id
    join ${storeProducts} p on p.id = v.product_id
    where l.order_id = ${orderId} and p.store_id = ${storeId} and p.status = 'active'
    group by l.variant_id
    on conflict (cart_id, variant_id) do nothing`);
}

/**
 * The cart the reminder names, for this browser: kept if the browser already holds it; otherwise its cookie
 * token is replaced by a new one this browser gets (only hashes are stored, so the old token cannot be handed
 * out — the cart moves to the browser that opened the link); a purged cart is made again. An emptied cart is
 * refilled from the order's lines, unless a later order of it was already paid.
 */
async function cartForBrowser(
  tx: Transaction,
  reminder: ReminderRow,
  browserCartId: number | null,
  now: Date,
): Promise<{ cartId: number; cartToken: string | null }> {
  const [cart] = reminder.cartId
    ? await tx.select({ id: storeCarts.id }).from(storeCarts).where(eq(storeCarts.id, reminder.cartId)).for('update')
    : [];
  if (cart && cart.id === browserCartId) {
    await tx.update(storeCarts).set({ updatedAt: now }).where(eq(storeCarts.id, cart.id));
    return { cartId: cart.id, cartToken: null };
  }
  const cartToken = randomBytes(24).toString('base64url');
  if (cart) {
    await tx
      .update(storeCarts)
      .set({ tokenHash: hashCartToken(cartToken), updatedAt: now })
      .where(eq(storeCarts.id, cart.id));
    return { cartId: cart.id, cartToken };
  }
  const [made] = await tx
    .insert(storeCarts)
    .values({ storeId: reminder.storeId, tokenHash: hashCartToken(cartToken), createdAt: now, updatedAt: now })
    .returning({ id: storeCarts.id });
  await tx.update(storeCheckoutReminders).set({ cartId: made!.id }).where(eq(storeCheckoutReminders.id, reminder.id));
  return { cartId: made!.id, cartToken };
}

/**
 * `GET /cart/recover/{token}` (docs/product.md § Recovered checkouts): the reminder's link opens the cart it
 * was sent for, and only that cart, while the link is good. A token of another store is as unknown as a
 * made-up one. The reminder row is locked, so two clicks at once settle one after the other.
 */
export async function reopenRecoveredCart(
  ctx: AppContext,
  storeId: number,
  token: string,
  browserCartId: number | null,
): Promise<ReopenOutcome> {
  if (!isLinkToken(token)) return { kind: 'invalid' };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [reminder] = await tx
      .select()
      .from(storeCheckoutReminders)
      .where(
        and(
          eq(storeCheckoutReminders.recoveryTokenHash, hashLinkToken(token)),
          eq(storeCheckoutReminders.storeId, storeId),
        ),
      )
      .for('update');
    if (!reminder) return { kind: 'invalid' } as const;
    if (reminder.linkExpiresAt.getTime() <= now.getTime()) return { kind: 'expired' } as const;
    const { cartId, cartToken } = await cartForBrowser(tx, reminder, browserCartId, now);
    const [line] = await tx
      .select({ id: storeCartLines.id })
      .from(storeCartLines)
      .where(eq(storeCartLines.cartId, cartId))
      .limit(1);
    if (!line && reminder.recoveredOrderId === null) await refillFromOrder(tx, storeId, cartId, reminder.orderId);
    return { kind: 'reopened', cartToken } as const;
  });
}
