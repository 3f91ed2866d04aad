import { CHECKOUT_RECOVERY_RULES } from '@aerie/contract';
import { asc, eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import { storeCheckoutReminders, storeOrderLines, storeOrders, stores } from '../../../db/schema/index.js';
import { queueMail } from '../../mail/index.js';
import { lockStoreHolds } from '../stock-holds.js';
import { storeOrigin } from '../store-hosts.js';
import { checkoutReminderMail } from './checkout-reminder-mail.js';
import { dueCheckoutReminders, type DueReminder } from './due-checkout-reminders.js';
import { hashLinkToken, newLinkToken, recoverCartPath, unsubscribePath } from './recovery-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Claims one order's reminder and queues its e-mail, in one transaction. The store's holds lock comes first:
 * a payment takes it too (orders.ts payOrder), so no order of this cart or e-mail can be paid between the
 * re-check and the send. The re-check is the due query for this order alone; the insert is the claim (its
 * order is unique), so a second job run that got here too finds the row and sends nothing.
 */
async function claimAndSend(ctx: AppContext, tx: Transaction, due: DueReminder, now: Date): Promise<boolean> {
  await lockStoreHolds(tx, due.storeId);
  const [still] = await dueCheckoutReminders(tx, now, { orderId: due.orderId });
  if (!still) return false;
  const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, due.orderId));
  const [store] = await tx.select().from(stores).where(eq(stores.id, due.storeId));
  if (!order || !store) return false;
  const recoverToken = newLinkToken();
  const unsubscribeToken = newLinkToken();
  const [claimed] = await tx
    .insert(storeCheckoutReminders)
    .values({
      storeId: store.id,
      orderId: order.id,
      cartId: order.cartId,
      email: order.email.toLowerCase(),
      recoveryTokenHash: hashLinkToken(recoverToken),
      unsubscribeTokenHash: hashLinkToken(unsubscribeToken),
      sentAt: now,
      linkExpiresAt: new Date(now.getTime() + CHECKOUT_RECOVERY_RULES.linkDays * DAY_MS),
    })
    .onConflictDoNothing({ target: storeCheckoutReminders.orderId })
    .returning({ id: storeCheckoutReminders.id });
  if (!claimed) return false;
  const lines = await tx
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id))
    .orderBy(asc(storeOrderLines.id));
  const origin = storeOrigin(ctx.config.stores, store.domain);
  await queueMail(
    tx,
    ctx.jobs,
    order.email,
    checkoutReminderMail({
      storeName: store.name,
      buyerName: order.name,
      currency: order.currency,
      lines,
      subtotal: order.subtotal,
      discountCode: store.recoveryDiscountCode,
      recoverUrl: `${origin}${recoverCartPath(recoverToken)}`,
      unsubscribeUrl: `${origin}${unsubscribePath(unsubscribeToken)}`,
      linkDays: CHECKOUT_RECOVERY_RULES.linkDays,
    }),
  );
  return true;
}

/**
 * The scheduled `send-checkout-reminders` job (docs/product.md § Recovered checkouts): one e-mail per due
 * unpaid checkout, each claimed on its own so one failure does not hold back the rest. `storeId` narrows a
 * run to one store (the development test clock). Returns how many were sent.
 */
export async function sendCheckoutReminders(ctx: AppContext, now = ctx.clock.now(), storeId?: number): Promise<number> {
  let sent = 0;
  for (const due of await dueCheckoutReminders(ctx.db, now, { storeId })) {
    try {
      if (await ctx.db.transaction((tx) => claimAndSend(ctx, tx, due, now))) sent += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, order: due.orderId }, 'checkout reminder could not be sent');
    }
  }
  return sent;
}
