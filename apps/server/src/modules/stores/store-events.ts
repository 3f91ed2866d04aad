import { inArray } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import { storeProducts, type storeOrders } from '../../db/schema/index.js';
import { emitEvent, type NewEvent } from '../events/index.js';

type StoreOrderRow = typeof storeOrders.$inferSelect;

type Owner = { workspaceId: number; projectId: number };

/** `order.paid`, for `changeWithEvent` to write with the payment. The shopper is not a user: no actor. */
export function orderPaidEvent(order: StoreOrderRow, owner: Owner): NewEvent<'order.paid'> {
  return {
    name: 'order.paid',
    ...owner,
    actorUserId: null,
    aggregate: `order:${order.id}`,
    data: {
      storeId: order.storeId,
      orderId: order.id,
      reference: `#${order.number}`,
      total: order.total,
      currency: order.currency,
    },
  };
}

/**
 * `product.out_of_stock` for each product one of whose variants a payment took to 0 (`soldOutProductIds`:
 * the variants whose stock went from above 0 to 0 in this payment, so a product is announced once per time
 * it sells out, not on every later order).
 */
export async function emitSoldOut(
  db: Transaction,
  input: Owner & { order: StoreOrderRow; soldOutProductIds: number[] },
): Promise<void> {
  const { order, workspaceId, projectId, soldOutProductIds } = input;
  if (!soldOutProductIds.length) return;
  const products = await db
    .select({ id: storeProducts.id, name: storeProducts.name })
    .from(storeProducts)
    .where(inArray(storeProducts.id, [...new Set(soldOutProductIds)]))
    .orderBy(storeProducts.id);
  for (const product of products) {
    await emitEvent(db, {
      name: 'product.out_of_stock',
      workspaceId,
      projectId,
      actorUserId: null,
      aggregate: `product:${product.id}`,
      data: { storeId: order.storeId, productId: product.id, name: product.name },
    });
  }
}
