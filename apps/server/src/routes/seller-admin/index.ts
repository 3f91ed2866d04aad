import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';

/** The seller's pages on the store's own origin (`/login`, `/admin…`). */
export async function registerSellerAdminPages(_scope: FastifyInstance, _ctx: AppContext): Promise<void> {}
