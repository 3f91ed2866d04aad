import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { cartLines } from '../../modules/stores/cart.js';
import { applyCartDiscount, removeCartDiscount } from '../../modules/stores/discounts/cart-discount.js';
import { cartPage } from './cart-page.js';
import { currentCartId, field, notFoundPage, storeOfRequest } from './storefront-context.js';

/**
 * The cart page's discount code: `POST /cart/discount` (code) keeps a code that applies on the cart and
 * answers 303 to the cart; a code that does not apply answers the cart page again (422) saying why, with
 * what the shopper typed; too many refused codes from one address, 429 and the same page saying when to try
 * again. `POST /cart/discount/remove` takes it off.
 */
export function registerCartDiscountRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/cart/discount', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    if (!cartId) return reply.code(303).header('location', '/cart').send();
    const typed = field(request.body, 'code', 60);
    const lines = await cartLines(ctx.db, store.id, cartId);
    try {
      const refusal = await applyCartDiscount(ctx, store, { id: cartId, lines }, { typed, address: request.ip });
      if (!refusal) return reply.code(303).header('location', '/cart').send();
      return cartPage(request, reply, ctx, store, { status: 422, codeProblem: refusal, typedCode: typed });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
      reply.header('retry-after', error.headers?.['retry-after']);
      return cartPage(request, reply, ctx, store, { status: 429, codeProblem: error.message, typedCode: typed });
    }
  });

  scope.post('/cart/discount/remove', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    if (cartId) await removeCartDiscount(ctx.db, cartId, ctx.clock.now());
    return reply.code(303).header('location', '/cart').send();
  });
}
