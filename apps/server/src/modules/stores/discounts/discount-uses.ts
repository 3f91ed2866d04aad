import { and, count, eq, inArray, notInArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeDiscountRedemptions, storeOrders } from '../../../db/schema/index.js';

/**
 * Orders that gave their use back: a use is counted while its order is pending or was paid. The
 * redemption of an expired or cancelled order is deleted in the same transaction (giveBackDiscount); this
 * filter is the database's second word on it. A pending order past its hold still counts until the sweep
 * expires it: it can still be paid until then (orders.ts), so counting it out could let one use too many in.
 */
const GAVE_BACK = ['expired', 'cancelled'] as const;

/** How many times the code was used, and, with an e-mail, how many of those were that buyer's. */
export async function discountUses(
  db: Queryable,
  discountId: number,
  email?: string | null,
): Promise<{ total: number; byCustomer: number }> {
  const counted = and(
    eq(storeDiscountRedemptions.discountId, discountId),
    notInArray(storeOrders.status, [...GAVE_BACK]),
  );
  const uses = (where: ReturnType<typeof and>) =>
    db
      .select({ uses: count() })
      .from(storeDiscountRedemptions)
      .innerJoin(storeOrders, eq(storeOrders.id, storeDiscountRedemptions.orderId))
      .where(where)
      .then(([row]) => row?.uses ?? 0);
  const total = await uses(counted);
  const byCustomer = email ? await uses(and(counted, eq(storeDiscountRedemptions.email, email.toLowerCase()))) : 0;
  return { total, byCustomer };
}

/** Uses per code of a store's codes, for the admin's list. */
export async function usesByDiscount(db: Queryable, discountIds: number[]): Promise<Map<number, number>> {
  if (discountIds.length === 0) return new Map();
  const rows = await db
    .select({ discountId: storeDiscountRedemptions.discountId, uses: count() })
    .from(storeDiscountRedemptions)
    .innerJoin(storeOrders, eq(storeOrders.id, storeDiscountRedemptions.orderId))
    .where(
      and(inArray(storeDiscountRedemptions.discountId, discountIds), notInArray(storeOrders.status, [...GAVE_BACK])),
    )
    .groupBy(storeDiscountRedemptions.discountId);
  return new Map(rows.map((row) => [row.discountId, row.uses]));
}
