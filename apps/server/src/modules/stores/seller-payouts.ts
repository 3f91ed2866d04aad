import type { PayoutPeriod, Payouts } from '@aerie/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeFees, storeOrders, storeRefunds } from '../../db/schema/index.js';
import type { StoreRow } from './seller-sessions.js';

/** Orders whose money stands: paid and not cancelled. A refunded one still counts: its refunds are taken off. */
const STANDING = ['paid', 'shipped', 'delivered', 'partially_refunded', 'refunded'] as const;

/** One month's sums, as the database gives them. */
export interface MonthSales {
  period: string;
  currency: string;
  orders: number;
  sold: number;
  fees: number;
  refunded: number;
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
    .orderBy(sql`1 desc`, storeOrders.currency)
    .then((rows) => rows.map((row) => ({ ...row, refunded: 0 })));
}

/**
 * Succeeded refunds per calendar month they were made in (UTC) and currency: a refund in December of a
 * November order is taken from December, as the provider takes it then.
 */
async function refundsByMonth(db: Queryable, storeId: number) {
  const period = sql<string>`to_char(${storeRefunds.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ period, currency: storeOrders.currency, refunded: sql<number>`sum(${storeRefunds.amount})::float8` })
    .from(storeRefunds)
    .innerJoin(storeOrders, eq(storeOrders.id, storeRefunds.orderId))
    .where(and(eq(storeOrders.storeId, storeId), eq(storeRefunds.status, 'succeeded')))
    .groupBy(period, storeOrders.currency);
}

/** The months' sales with their refunds; a month with refunds and no sale has a row of its own. */
async function monthsWithRefunds(db: Queryable, storeId: number): Promise<MonthSales[]> {
  const months = await salesByMonth(db, storeId);
  for (const refund of await refundsByMonth(db, storeId)) {
    const month = months.find((row) => row.period === refund.period && row.currency === refund.currency);
    if (month) month.refunded = refund.refunded;
    else months.push({ ...refund, orders: 0, sold: 0, fees: 0 });
  }
  return months.sort((a, b) => b.period.localeCompare(a.period) || a.currency.localeCompare(b.currency));
}

/**
 * What is the seller's of a month: what was sold less what was refunded and the platform's fee. The fee of
 * a refunded order is not given back (docs/product.md § Online stores: payouts).
 */
export function toPayoutPeriod(month: MonthSales): PayoutPeriod {
  return { ...month, owed: month.sold - month.refunded - month.fees };
}

export async function storePayouts(db: Queryable, store: StoreRow): Promise<Payouts> {
  const months = await monthsWithRefunds(db, store.id);
  return { currency: store.currency, periods: months.map(toPayoutPeriod) };
}
