import { eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { projects, storeProducts, stores, type storeOrders } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';

type Ports = { db: Transaction; jobs: AppContext['jobs'] };
type StoreOrderRow = typeof storeOrders.$inferSelect;

/**
 * `order.paid` for an order just paid, and `product.out_of_stock` for each product one of whose variants
 * that payment took to 0 (`soldOut`: the variants whose stock went from above 0 to 0 in this payment, so
 * a product is announced once per time it sells out, not on every later order). Nobody in the workspace
 * acted: the shopper is not a user, so the actor is null.
 */
export async function emitOrderPaid(ports: Ports, order: StoreOrderRow, soldOutProductIds: number[]): Promise<void> {
  const [store] = await ports.db
    .select({ projectId: stores.projectId, workspaceId: projects.workspaceId })
    .from(stores)
    .innerJoin(projects, eq(projects.id, stores.projectId))
    .where(eq(stores.id, order.storeId));
  if (!store) return;
  const about = { workspaceId: store.workspaceId, projectId: store.projectId, actorUserId: null };
  await emitEvent(ports.db, {
    name: 'order.paid',
    ...about,
    aggregate: `order:${order.id}`,
    data: {
      storeId: order.storeId,
      orderId: order.id,
      reference: `#${order.number}`,
      total: order.total,
      currency: order.currency,
    },
  });
  if (!soldOutProductIds.length) return;
  const products = await ports.db
    .select({ id: storeProducts.id, name: storeProducts.name })
    .from(storeProducts)
    .where(inArray(storeProducts.id, [...new Set(soldOutProductIds)]))
    .orderBy(storeProducts.id);
  for (const product of products) {
    await emitEvent(ports.db, {
      name: 'product.out_of_stock',
      ...about,
      aggregate: `product:${product.id}`,
      data: { storeId: order.storeId, productId: product.id, name: product.name },
    });
  }
}
