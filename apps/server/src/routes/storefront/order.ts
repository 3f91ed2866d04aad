import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { storeOrderLines, storeOrders } from '../../db/schema/index.js';
import { isUuid } from '../../modules/stores/cart.js';
import { orderBody } from '../../modules/stores/storefront-views.js';
import { notFoundPage, sendPage, storeOfRequest } from './storefront-context.js';

/**
 * `GET /orders/{uuid}`: the thank-you page with the order number (or what became of an unpaid order).
 * The random uuid is the buyer's link to it, as in the confirmation e-mail; another store's order is 404.
 */
export function registerOrderPage(scope: FastifyInstance, ctx: AppContext): void {
  scope.get<{ Params: { uuid: string } }>('/orders/:uuid', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const uuid = request.params.uuid;
    const [order] = isUuid(uuid)
      ? await ctx.db
          .select()
          .from(storeOrders)
          .where(and(eq(storeOrders.uuid, uuid), eq(storeOrders.storeId, store.id)))
          .limit(1)
      : [];
    if (!order) return notFoundPage(reply, 'Order not found');
    const lines = await ctx.db
      .select()
      .from(storeOrderLines)
      .where(eq(storeOrderLines.orderId, order.id))
      .orderBy(asc(storeOrderLines.id));
    return sendPage(request, reply, ctx, store, {
      title: `Order #${order.number}`,
      body: orderBody(store, order, lines),
    });
  });
}
