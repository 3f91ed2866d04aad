import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { featuredProducts } from '../../modules/stores/storefront-catalog.js';
import { homeBody } from '../../modules/stores/storefront-views.js';
import { emptyHintFor, notFoundPage, sendPage, storeOfRequest } from './storefront-context.js';

/** `GET /`: the store's home in its colours, with its newest products. */
export function registerHomePage(scope: FastifyInstance, ctx: AppContext): void {
  // The host routing always adds a path after the prefix, so only `/_stores/` is ever asked for.
  scope.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const featured = await featuredProducts(ctx.db, store.id);
    const hint = featured.length === 0 ? await emptyHintFor(request, ctx, store) : '';
    return sendPage(request, reply, ctx, store, { title: store.name, body: homeBody(store, featured, hint) });
  });
}
