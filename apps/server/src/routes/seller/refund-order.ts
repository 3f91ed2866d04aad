import { IdempotencyKeySchema, refundOrderRoute } from '@aerie/contract';

import { fieldError } from '../../errors.js';
import { refundOrder } from '../../modules/stores/refunds/refund-order.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(refundOrderRoute, async ({ params, body, request, ctx }) => {
  const key = IdempotencyKeySchema.safeParse(request.headers['idempotency-key']);
  if (!key.success) throw fieldError('idempotency_key', key.error.issues[0]!.message);
  const { order, refund, message } = await refundOrder(ctx, sellerOf(request), params.uuid, body, key.data);
  return { success: true as const, message, data: { refund, order } };
});
