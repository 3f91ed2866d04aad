import { updateOrderStatusRoute } from '@aerie/contract';

import { changeOrderStatus } from '../../modules/stores/seller-order-status.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateOrderStatusRoute, async ({ params, body, request, ctx }) => {
  const { status, ...shipping } = body;
  const { order, message } = await changeOrderStatus(ctx, sellerOf(request).store, params.uuid, status, shipping);
  return { success: true as const, message, data: order };
});
