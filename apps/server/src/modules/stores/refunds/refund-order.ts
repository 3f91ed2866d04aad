import type { RefundOrderRequest } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { storeOrders } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../errors.js';
import { formatMoney } from '../../../lib/format-money.js';
import type { SellerSession } from '../seller-sessions.js';
import { toOrder } from '../seller-orders.js';
import { makeRefund } from './make-refund.js';

/**
 * A seller's refund of one of the store's orders (docs/product.md § Stores: refunds). Another store's order
 * is unknown (404). A refund the provider refused answers 422 — again for a retry with the same key.
 */
export async function refundOrder(
  ctx: AppContext,
  seller: SellerSession,
  uuid: string,
  input: RefundOrderRequest,
  idempotencyKey: string,
) {
  const { refund, order } = await makeRefund(
    ctx,
    async (tx) => {
      const [locked] = await tx
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, seller.store.id), eq(storeOrders.uuid, uuid)))
        .for('update');
      if (!locked) throw notFound('The order');
      return locked;
    },
    { ...input, idempotencyKey, actor: { kind: 'seller', sellerId: seller.seller.id } },
  );
  if (refund.status === 'failed') {
    throw new AppError(
      'unprocessable',
      `The payment provider refused the refund: ${refund.failure ?? 'no reason given'}`,
    );
  }
  const [current] = await ctx.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
  const view = await toOrder(ctx.db, current!);
  return {
    order: view,
    refund: view.refunds.find((candidate) => candidate.uuid === refund.uuid)!,
    message: `${formatMoney(refund.amount, order.currency)} refunded to the buyer; they have been e-mailed.`,
  };
}
