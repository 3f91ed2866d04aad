import { CHECKOUT_RECOVERY_RULES, STORE_RULES } from '@aerie/contract';
import { sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';

const HOUR_MS = 60 * 60 * 1000;
const REMINDERS_PER_RUN = 100;

export interface DueReminder {
  orderId: number;
  storeId: number;
}

/**
 * Unpaid checkouts whose reminder is due at `now` (docs/product.md § Recovered checkouts): the order expired
 * unpaid, its store's delay has passed since the checkout started (its hold began then) but not by more than
 * a day; it has no reminder yet; its e-mail has not opted out of this store's reminders; no later order of the
 * same cart or e-mail exists (that one is the checkout to remind, or it was paid); and no reminder went to
 * that cart or e-mail in the last link lifetime. `only` narrows it to one order (the claim's re-check) or
 * one store (the development test clock).
 */
export async function dueCheckoutReminders(
  db: Queryable,
  now: Date,
  only: { orderId?: number; storeId?: number } = {},
): Promise<DueReminder[]> {
  const holdMs = STORE_RULES.checkoutHoldMinutes * 60_000;
  const shortest = Math.min(...CHECKOUT_RECOVERY_RULES.delayHours) * HOUR_MS;
  const longest = Math.max(...CHECKOUT_RECOVERY_RULES.delayHours) * HOUR_MS;
  const late = CHECKOUT_RECOVERY_RULES.lateSendHours * HOUR_MS;
  // Bounds on hold_expires_at alone, so the (status, hold_expires_at) index finds the few candidates.
  const newestHoldEnd = new Date(now.getTime() - shortest + holdMs);
  const oldestHoldEnd = new Date(now.getTime() - longest - late + holdMs);
  const linkWindowStart = new Date(now.getTime() - CHECKOUT_RECOVERY_RULES.linkDays * 24 * HOUR_MS);
  const startedAt = sql`(o.hold_expires_at - ${holdMs} * interval '1 millisecond')`;
  const delay = sql`(s.recovery_delay_hours * interval '1 hour')`;
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select o.id as "orderId", o.store_id as "storeId"
    from store_orders o
    join stores s on s.id = o.store_id
    where o.status = 'expired'
      and s.status = 1
      and o.hold_expires_at <= ${at(newestHoldEnd)} and o.hold_expires_at > ${at(oldestHoldEnd)}
      and ${startedAt} + ${delay} <= ${at(now)}
      and ${startedAt} + ${delay} > ${at(now)} - ${late} * interval '1 millisecond'
      ${only.orderId === undefined ? sql`` : sql`and o.id = ${only.orderId}`}
      ${only.storeId === undefined ? sql`` : sql`and o.store_id = ${only.storeId}`}
      and not exists (select 1 from store_checkout_reminders r where r.order_id = o.id)
      and not exists (
        select 1 from store_reminder_opt_outs x where x.store_id = o.store_id and x.email = lower(o.email))
      and not exists (
        select 1 from store_orders later
        where later.store_id = o.store_id and later.id > o.id
          and (later.cart_id = o.cart_id or lower(later.email) = lower(o.email)))
      and not exists (
        select 1 from store_checkout_reminders r
        where r.store_id = o.store_id and r.sent_at > ${at(linkWindowStart)}
          and (r.cart_id = o.cart_id or r.email = lower(o.email)))
    order by o.hold_expires_at
    limit ${REMINDERS_PER_RUN}`);
  const { rows } = result as unknown as { rows: Array<{ orderId: number; storeId: number }> };
  return rows.map((row) => ({ orderId: Number(row.orderId), storeId: Number(row.storeId) }));
}
