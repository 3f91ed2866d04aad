import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { cartCookie } from '../../modules/stores/cart.js';
import { reopenRecoveredCart } from '../../modules/stores/recovery/reopen-recovered-cart.js';
import { currentCartId, notFoundPage, sendPage, storeOfRequest } from './storefront-context.js';

const LINK_NOT_VALID =
  '<h1>This link does not open a cart</h1><p>It may have been mistyped, or it belongs to another store.</p><p><a class="btn" href="/products">Browse the store</a></p>';
const LINK_EXPIRED =
  '<h1>This link has expired</h1><p>Reminder links work for a few days. Your cart may still be here, or you can start again.</p><p><a class="btn" href="/cart">Go to your cart</a></p>';

/**
 * `GET /cart/recover/{token}`: the checkout reminder's link back to the cart (docs/product.md § Recovered
 * checkouts). It sets the cart cookie for that cart and redirects to /cart; an unknown, foreign or expired
 * token gets a page of the store that says so (404 / 410), never an error. The token is a bearer secret:
 * the pages it answers send no Referer.
 */
export function registerRecoverCart(scope: FastifyInstance, ctx: AppContext): void {
  const secure = ctx.config.stores.scheme === 'https:';
  scope.get<{ Params: { token: string } }>(
    '/cart/recover/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const store = await storeOfRequest(request, ctx);
      if (!store) return notFoundPage(reply, 'Store not found');
      reply.header('referrer-policy', 'no-referrer');
      const outcome = await reopenRecoveredCart(
        ctx,
        store.id,
        request.params.token,
        await currentCartId(request, ctx, store),
      );
      if (outcome.kind === 'invalid') {
        return sendPage(request, reply, ctx, store, { title: 'Link not valid', body: LINK_NOT_VALID, status: 404 });
      }
      if (outcome.kind === 'expired') {
        return sendPage(request, reply, ctx, store, { title: 'Link expired', body: LINK_EXPIRED, status: 410 });
      }
      if (outcome.cartToken) reply.header('set-cookie', cartCookie(outcome.cartToken, secure));
      return reply.code(303).header('location', '/cart').send();
    },
  );
}
