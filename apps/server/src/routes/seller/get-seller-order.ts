import { getSellerOrderRoute } from '@aerie/contract';

import { getOrder } from '../../modules/stores/seller-orders.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getSellerOrderRoute, async ({ params, request, ctx }) => ({
  success: true as const,
  data: await getOrder(ctx.db, sellerOf(request).store, params.uuid),
}));
