import type { Discount } from '@aerie/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeDiscountProducts, storeDiscounts, storeProducts } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import type { StoreRow } from '../seller-sessions.js';
import type { DiscountRow } from './discount-for.js';
import { usesByDiscount } from './discount-uses.js';

/** A code of this store by uuid; another store's code is as unknown as a made-up uuid (404). */
export async function findDiscount(db: Queryable, store: StoreRow, uuid: string): Promise<DiscountRow> {
  const [discount] = await db
    .select()
    .from(storeDiscounts)
    .where(and(eq(storeDiscounts.storeId, store.id), eq(storeDiscounts.uuid, uuid)))
    .limit(1);
  if (!discount) throw notFound('The discount code');
  return discount;
}

function statusOf(discount: DiscountRow, uses: number, now: Date): Discount['status'] {
  if (!discount.active) return 'inactive';
  if (discount.endsAt && discount.endsAt <= now) return 'expired';
  if (discount.usageLimit !== null && uses >= discount.usageLimit) return 'used-up';
  if (discount.startsAt && discount.startsAt > now) return 'scheduled';
  return 'active';
}

/** The codes as the admin shows them: with their products and uses (three queries for the whole list). */
async function toDiscounts(db: Queryable, store: StoreRow, rows: DiscountRow[], now: Date): Promise<Discount[]> {
  const ids = rows.map((row) => row.id);
  const products = ids.length
    ? await db
        .select({ discountId: storeDiscountProducts.discountId, uuid: storeProducts.uuid, name: storeProducts.name })
        .from(storeDiscountProducts)
        .innerJoin(storeProducts, eq(storeProducts.id, storeDiscountProducts.productId))
        .where(inArray(storeDiscountProducts.discountId, ids))
        .orderBy(asc(storeProducts.name))
    : [];
  const uses = await usesByDiscount(db, ids);
  return rows.map((row) => ({
    uuid: row.uuid,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: row.amount,
    minimum_subtotal: row.minimumSubtotal,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    products: products.filter((product) => product.discountId === row.id).map(({ uuid, name }) => ({ uuid, name })),
    active: row.active,
    uses: uses.get(row.id) ?? 0,
    status: statusOf(row, uses.get(row.id) ?? 0, now),
    currency: store.currency,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listDiscounts(db: Queryable, store: StoreRow, now: Date): Promise<Discount[]> {
  const rows = await db
    .select()
    .from(storeDiscounts)
    .where(eq(storeDiscounts.storeId, store.id))
    .orderBy(desc(storeDiscounts.createdAt), desc(storeDiscounts.id));
  return toDiscounts(db, store, rows, now);
}

export async function getDiscount(db: Queryable, store: StoreRow, uuid: string, now: Date): Promise<Discount> {
  const [discount] = await toDiscounts(db, store, [await findDiscount(db, store, uuid)], now);
  return discount!;
}
