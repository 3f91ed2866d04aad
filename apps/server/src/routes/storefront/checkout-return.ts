import type { FastifyInstance } from 'fastify';

import { PaymentProviderError } from '../../adapters/payments/payment-provider.js';
import type { AppContext } from '../../context.js';
import { awaitsSettlement, findOrderByReference, settleOrderCharge } from '../../modules/stores/orders.js';
import { notFoundPage, storeOfRequest } from './storefront-context.js';

const param = (query: Record<string, unknown>, name: string) => {
  const value = query[name];
  return typeof value === 'string' && value.length <= 100 ? value : '';
};

/**
 * `GET /checkout/return?status=&tx_ref=&transaction_id=`: where the provider sends the buyer back. The
 * query is never believed: `tx_ref` only names which order to look at, and the charge is asked of the
 * provider itself (by `transaction_id`, or by our reference when the provider gave none). The order is
 * paid or expired by the same idempotent settlement as the webhook and the expiry job, so a replayed
 * return changes nothing. The buyer then lands on the order's page (post/redirect/get).
 */
export function registerCheckoutReturn(scope: FastifyInstance, ctx: AppContext): void {
  scope.get<{ Querystring: Record<string, unknown> }>(
    '/checkout/return',
    { schema: { hide: true } },
    async (request, reply) => {
      const store = await storeOfRequest(request, ctx);
      if (!store) return notFoundPage(reply, 'Store not found');
      const reference = param(request.query, 'tx_ref');
      const order = reference ? await findOrderByReference(ctx, reference) : null;
      if (!order || order.storeId !== store.id) return notFoundPage(reply, 'Order not found');
      // A released order's charge is settled too: a successful one is refunded (the buyer paid too late).
      if (awaitsSettlement(order)) {
        const transactionId = param(request.query, 'transaction_id');
        try {
          const charge = transactionId
            ? await ctx.payments.verify(transactionId)
            : await ctx.payments.verifyByReference(order.paymentReference);
          await settleOrderCharge(ctx, order, charge);
        } catch (error) {
          // The provider could not answer: the order stays pending (its page says the payment is being
          // confirmed) and the webhook or the expiry job settles it.
          if (!(error instanceof PaymentProviderError)) throw error;
          request.log.warn({ err: error, order: order.id }, 'store order verification failed');
        }
      }
      return reply.code(303).header('cache-control', 'no-store').header('location', `/orders/${order.uuid}`).send();
    },
  );
}
