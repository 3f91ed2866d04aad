import { sql } from 'drizzle-orm';

import type { Transaction } from '../../../db/client.js';
import { storeCheckoutReminders } from '../../../db/schema/index.js';

/**
 * Called by the payment of an order (orders.ts payOrder, in its transaction): if a reminder went out for an
 * earlier checkout of the same cart or e-mail and its link is still good, that reminder recovered this order.
 * Only the latest such reminder is credited, and only once, so one payment never counts twice.
 */
export async function markRecoveredCheckout(
  tx: Transaction,
  order: { id: number; storeId: number; cartId: number | null; email: string },
  now: Date,
): Promise<void> {
  const reminders = storeCheckoutReminders;
  await tx.execute(sql`
    update ${reminders} set recovered_order_id = ${order.id}, recovered_at = ${now.toISOString()}::timestamptz
    where id = (
      select id from ${reminders}
      where store_id = ${order.storeId} and order_id < ${order.id} and recovered_order_id is null
        and link_expires_at > ${now.toISOString()}::timestamptz
        and (${order.cartId === null ? sql`false` : sql`cart_id = ${order.cartId}`} or email = ${order.email.toLowerCase()})
      order by sent_at desc
      limit 1
    )`);
}
