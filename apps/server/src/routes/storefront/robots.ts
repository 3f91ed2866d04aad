import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { notFoundPage, storeOfRequest } from './storefront-context.js';

/**
 * A store wants its products found: everything may be crawled except the cart and checkout, which hold a
 * visitor's own state. Without this file crawlers (and Lighthouse's SEO audit) met the HTML 404 page.
 */
const ROBOTS = 'User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /orders/\n';

/** `GET /robots.txt` of a live store. */
export function registerRobots(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(ROBOTS);
  });
}
