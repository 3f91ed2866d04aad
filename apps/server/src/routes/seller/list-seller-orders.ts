import { listSellerOrdersRoute } from '@aerie/contract';

import { listOrders } from '../../modules/stores/seller-orders.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listSellerOrdersRoute, async ({ query, request, ctx }) => ({
  success: true as const,
  data: await listOrders(ctx.db, sellerOf(request).store, query),
}));
