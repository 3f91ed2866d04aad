import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { findProduct } from '../../modules/stores/storefront-catalog.js';
import { productBody } from '../../modules/stores/storefront-views.js';
import { notFoundPage, sendPage, storeOfRequest } from './storefront-context.js';

/** `GET /products/{slug}`: an active product, its images and variants with what is still available. */
export function registerProductPage(scope: FastifyInstance, ctx: AppContext): void {
  scope.get<{ Params: { slug: string } }>('/products/:slug', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const page = await findProduct(ctx.db, store.id, request.params.slug.slice(0, 80));
    if (!page) return notFoundPage(reply, 'Product not found');
    return sendPage(request, reply, ctx, store, { title: page.product.name, body: productBody(store, page) });
  });
}
