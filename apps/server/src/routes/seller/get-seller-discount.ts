import { getSellerDiscountRoute } from '@aerie/contract';

import { getDiscount } from '../../modules/stores/discounts/seller-discounts.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getSellerDiscountRoute, async ({ params, request, ctx }) => ({
  success: true as const,
  data: await getDiscount(ctx.db, sellerOf(request).store, params.uuid, ctx.clock.now()),
}));
