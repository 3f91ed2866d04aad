import { storeDiscountProducts, storeDiscounts } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type DiscountFields = Partial<typeof storeDiscounts.$inferInsert> & { productIds?: number[] };

/** A discount code written directly (the seller API's own tests are in seller-discounts.test.ts). */
export async function insertDiscount(t: TestApp, storeId: number, fields: DiscountFields = {}) {
  const { productIds = [], ...values } = fields;
  const [discount] = await t.runtime.ctx.db
    .insert(storeDiscounts)
    .values({
      storeId,
      code: 'SAVE10',
      kind: 'percent',
      percent: 10,
      limitedToProducts: productIds.length > 0,
      ...values,
    })
    .returning();
  if (productIds.length)
    await t.runtime.ctx.db
      .insert(storeDiscountProducts)
      .values(productIds.map((productId) => ({ discountId: discount!.id, productId })));
  return discount!;
}
