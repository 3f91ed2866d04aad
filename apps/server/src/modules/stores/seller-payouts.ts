import type { PayoutPeriod, Payouts } from '@aerie/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeFees, storeOrders } from '../../db/schema/index.js';
import type { StoreRow } from './seller-sessions.js';

/** Orders whose money stands: paid and not cancelled (the same orders the summary counts). */
const STANDING = ['paid', 'shipped', 'delivered'] as const;

/** One month's sums, as the database gives them. A later deduction (refunds) is one more sum here. */
export interface MonthSales {
  period: string;
  currency: string;
  orders: number;
  sold: number;
  fees: number;
}

/**
 * Per calendar month of payment (UTC) and currency: the standing orders' totals and the platform's fee
 * lines of those same orders, so a cancelled order takes its fee out along with its sale.
 */
export async function salesByMonth(db: Queryable, storeId: number): Promise<MonthSales[]> {
  const period = sql<string>`to_char(${storeOrders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      period,
      currency: storeOrders.currency,
      orders: sql<number>`count(*)::int`,
      sold: sql<number>`sum(${storeOrders.total})::float8`,
      fees: sql<number>`coalesce(sum(${storeFees.amount}), 0)::float8`,
    })
    .from(storeOrders)
    .leftJoin(storeFees, eq(storeFees.orderId, storeOrders.id))
    .where(
      and(eq(storeOrders.storeId, storeId), inArray(storeOrders.status, [...STANDING]), isNotNull(storeOrders.paidAt)),
    )
    .groupBy(period, storeOrders.currency)
    .orderBy(sql`1 desc`, storeOrders.currency);
}

/** What is the seller's of a month: what was sold less the platform's fee. */
export function toPayoutPeriod(month: MonthSales): PayoutPeriod {
  return { ...month, owed: month.sold - month.fees };
}

export async function storePayouts(db: Queryable, store: StoreRow): Promise<Payouts> {
  const months = await salesByMonth(db, store.id);
  return { currency: store.currency, periods: months.map(toPayoutPeriod) };
}
