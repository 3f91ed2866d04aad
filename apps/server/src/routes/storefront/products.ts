import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { searchProducts } from '../../modules/stores/storefront-catalog.js';
import { productsBody } from '../../modules/stores/storefront-views.js';
import { emptyHintFor, notFoundPage, positiveInt, sendPage, storeOfRequest } from './storefront-context.js';

/** `GET /products?q=&page=`: active products, searched by name, a page at a time. */
export function registerProductsPage(scope: FastifyInstance, ctx: AppContext): void {
  scope.get<{ Querystring: Record<string, unknown> }>(
    '/products',
    { schema: { hide: true } },
    async (request, reply) => {
      const store = await storeOfRequest(request, ctx);
      if (!store) return notFoundPage(reply, 'Store not found');
      const query = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
      const page = positiveInt(request.query.page, 1);
      const result = await searchProducts(ctx.db, store.id, query, page);
      // A search that finds nothing is the buyer's words, not an empty catalogue: no hint then.
      const hint = result.total === 0 && !query ? await emptyHintFor(request, ctx, store) : '';
      return sendPage(request, reply, ctx, store, {
        title: query ? `Search: ${query}` : 'Products',
        body: productsBody(store, result, query, page, hint),
      });
    },
  );
}
