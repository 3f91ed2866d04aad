import type { CheckoutRecovery, CheckoutRecoverySettings } from '@aerie/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { storeCheckoutReminders, storeDiscounts, storeOrders, stores } from '../../../db/schema/index.js';
import { fieldError, notFound } from '../../../errors.js';
import type { StoreRow } from '../seller-sessions.js';

const settingsOf = (
  store: Pick<StoreRow, 'recoveryDelayHours' | 'recoveryDiscountCode'>,
): CheckoutRecoverySettings => ({
  delay_hours: store.recoveryDelayHours,
  discount_code: store.recoveryDiscountCode,
});

/**
 * The delay and code, as the contract parsed them (delay one of 1, 6, 10, 24; code upper-cased or null).
 * The code must be one of the store's discount codes: a reminder must never promise a code checkout refuses.
 */
export async function setCheckoutRecovery(
  ctx: AppContext,
  store: StoreRow,
  input: { delay_hours: number; discount_code: string | null },
): Promise<CheckoutRecoverySettings> {
  if (input.discount_code) {
    const [known] = await ctx.db
      .select({ id: storeDiscounts.id })
      .from(storeDiscounts)
      .where(and(eq(storeDiscounts.storeId, store.id), eq(storeDiscounts.code, input.discount_code)))
      .limit(1);
    if (!known)
      throw fieldError(
        'discount_code',
        `There is no code ${input.discount_code} in this store: add it under Discounts first.`,
      );
  }
  const [row] = await ctx.db
    .update(stores)
    .set({ recoveryDelayHours: input.delay_hours, recoveryDiscountCode: input.discount_code, updatedAt: new Date() })
    .where(eq(stores.id, store.id))
    .returning();
  if (!row) throw notFound('The store');
  return settingsOf(row);
}

/**
 * The admin's recovered checkouts: reminders sent, how many were followed by a paid order, and what those
 * orders brought in the store's currency (orders since cancelled are left out of the revenue).
 */
export async function checkoutRecovery(ctx: AppContext, store: StoreRow): Promise<CheckoutRecovery> {
  const [sent] = await ctx.db
    .select({
      reminders: sql<number>`count(*)::int`,
      recovered: sql<number>`count(${storeCheckoutReminders.recoveredOrderId})::int`,
    })
    .from(storeCheckoutReminders)
    .where(eq(storeCheckoutReminders.storeId, store.id));
  const [revenue] = await ctx.db
    .select({ amount: sql<number>`coalesce(sum(${storeOrders.total}), 0)::float8` })
    .from(storeCheckoutReminders)
    .innerJoin(storeOrders, eq(storeOrders.id, storeCheckoutReminders.recoveredOrderId))
    .where(
      and(
        eq(storeCheckoutReminders.storeId, store.id),
        inArray(storeOrders.status, ['paid', 'shipped', 'delivered', 'partially_refunded']),
        eq(storeOrders.currency, store.currency),
      ),
    );
  return {
    settings: settingsOf(store),
    currency: store.currency,
    reminders_sent: sent?.reminders ?? 0,
    recovered_orders: sent?.recovered ?? 0,
    recovered_revenue: revenue?.amount ?? 0,
  };
}
