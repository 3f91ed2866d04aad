import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeOrders, stores } from '../../db/schema/index.js';
import { storeOrigin } from './store-hosts.js';

/**
 * A store order as the sandbox provider's hosted page shows it (plugins/sandbox-checkout.ts): payable
 * while pending, returning to its storefront's `/checkout/return`.
 */
export async function findStoreOrderCheckout(ctx: Pick<AppContext, 'db' | 'config'>, reference: string) {
  const [row] = await ctx.db
    .select({ order: storeOrders, storeName: stores.name, domain: stores.domain })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.paymentReference, reference))
    .limit(1);
  if (!row) return null;
  const { order } = row;
  return {
    reference,
    amount: order.total,
    currency: order.currency,
    description: `${row.storeName} order #${order.number}`,
    settled: order.status !== 'pending',
    returnUrl: `${storeOrigin(ctx.config.stores, row.domain)}/checkout/return`,
  };
}
