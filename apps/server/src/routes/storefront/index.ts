import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';

/** The storefront's pages (home, products, cart, checkout, thank-you), server-rendered. */
export async function registerStorefrontPages(_scope: FastifyInstance, _ctx: AppContext): Promise<void> {}
