import {
  DISCOUNT_CODE_TAKEN,
  DISCOUNT_PRODUCT_UNKNOWN,
  type Discount,
  type DiscountInputSchema,
} from '@aerie/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import { storeDiscountProducts, storeDiscounts, storeProducts } from '../../../db/schema/index.js';
import { AppError, fieldError } from '../../../errors.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import type { StoreRow } from '../seller-sessions.js';
import { findDiscount, getDiscount } from './seller-discounts.js';

type DiscountFields = z.output<typeof DiscountInputSchema>;

const CODE_CONSTRAINT = 'store_discounts_store_code_unique';

/** Unique per store: the constraint decides, so two codes racing for one name get one 409, never a 500. */
async function withUniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, CODE_CONSTRAINT))
      throw new AppError('conflict', DISCOUNT_CODE_TAKEN, { fieldErrors: { code: [DISCOUNT_CODE_TAKEN] } });
    throw error;
  }
}

const discountValues = (input: DiscountFields, now: Date) => ({
  code: input.code,
  kind: input.kind,
  percent: input.kind === 'percent' ? input.percent : null,
  amount: input.kind === 'fixed' ? input.amount : null,
  minimumSubtotal: input.minimum_subtotal,
  startsAt: input.starts_at ? new Date(input.starts_at) : null,
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
  usageLimit: input.usage_limit,
  perCustomerLimit: input.per_customer_limit,
  active: input.active,
  limitedToProducts: input.product_uuids.length > 0,
  updatedAt: now,
});

/**
 * Sets the products a code is limited to. Each must be a product of this store: another store's product (or
 * a made-up uuid) is refused on the field, so a code can never reach beyond its own store.
 */
async function setDiscountProducts(tx: Transaction, store: StoreRow, discountId: number, uuids: string[]) {
  const wanted = [...new Set(uuids)];
  const products = wanted.length
    ? await tx
        .select({ id: storeProducts.id })
        .from(storeProducts)
        .where(and(eq(storeProducts.storeId, store.id), inArray(storeProducts.uuid, wanted)))
    : [];
  if (products.length !== wanted.length) throw fieldError('product_uuids', DISCOUNT_PRODUCT_UNKNOWN);
  await tx.delete(storeDiscountProducts).where(eq(storeDiscountProducts.discountId, discountId));
  if (products.length)
    await tx.insert(storeDiscountProducts).values(products.map((product) => ({ discountId, productId: product.id })));
}

export async function createDiscount(ctx: AppContext, store: StoreRow, input: DiscountFields): Promise<Discount> {
  const now = ctx.clock.now();
  const uuid = await withUniqueCode(() =>
    ctx.db.transaction(async (tx) => {
      const [discount] = await tx
        .insert(storeDiscounts)
        .values({ storeId: store.id, ...discountValues(input, now), createdAt: now })
        .returning({ id: storeDiscounts.id, uuid: storeDiscounts.uuid });
      await setDiscountProducts(tx, store, discount!.id, input.product_uuids);
      return discount!.uuid;
    }),
  );
  return getDiscount(ctx.db, store, uuid, now);
}

/** Replaces a code. Orders already placed keep the code and amount they were priced with. */
export async function updateDiscount(
  ctx: AppContext,
  store: StoreRow,
  uuid: string,
  input: DiscountFields,
): Promise<Discount> {
  const now = ctx.clock.now();
  await withUniqueCode(() =>
    ctx.db.transaction(async (tx) => {
      const discount = await findDiscount(tx, store, uuid);
      await tx.update(storeDiscounts).set(discountValues(input, now)).where(eq(storeDiscounts.id, discount.id));
      await setDiscountProducts(tx, store, discount.id, input.product_uuids);
    }),
  );
  return getDiscount(ctx.db, store, uuid, now);
}

/** Deletes a code and its uses; orders keep their copy of the code and what it took off. */
export async function deleteDiscount(ctx: AppContext, store: StoreRow, uuid: string): Promise<void> {
  const discount = await findDiscount(ctx.db, store, uuid);
  await ctx.db.delete(storeDiscounts).where(eq(storeDiscounts.id, discount.id));
}
