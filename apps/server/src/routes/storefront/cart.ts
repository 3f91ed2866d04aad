import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { addToCart, cartCookie, ensureCart, setCartQuantity } from '../../modules/stores/cart.js';
import { cartPage } from './cart-page.js';
import { cartTokenOfRequest, currentCartId, field, notFoundPage, storeOfRequest } from './storefront-context.js';

const quantityOf = (body: unknown, fallback: number) => {
  const raw = field(body, 'quantity', 10);
  return /^\d{1,3}$/.test(raw) ? Number(raw) : fallback;
};

/**
 * `GET /cart` and its forms: `POST /cart/add` (variant, quantity) and `POST /cart/update` (variant,
 * quantity; 0 removes); the discount code's forms are in cart-discount.ts. The cart is found by its
 * cookie, so it survives a reload; a POST answers 303 to the cart page (post/redirect/get), so a reload
 * never posts twice.
 */
export function registerCartRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const secure = ctx.config.stores.scheme === 'https:';

  scope.get('/cart', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    return cartPage(request, reply, ctx, store);
  });

  scope.post('/cart/add', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const { cartId, newToken } = await ensureCart(ctx.db, store.id, cartTokenOfRequest(request));
    if (newToken) reply.header('set-cookie', cartCookie(newToken, secure));
    await addToCart(ctx.db, store.id, cartId, field(request.body, 'variant', 36), quantityOf(request.body, 1));
    return reply.code(303).header('location', '/cart').send();
  });

  scope.post('/cart/update', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    const quantity = quantityOf(request.body, -1);
    if (cartId && quantity >= 0) {
      await setCartQuantity(ctx.db, store.id, cartId, field(request.body, 'variant', 36), quantity);
    }
    return reply.code(303).header('location', '/cart').send();
  });
}
