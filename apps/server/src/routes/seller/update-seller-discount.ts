import { updateSellerDiscountRoute } from '@aerie/contract';

import { updateDiscount } from '../../modules/stores/discounts/discounts-write.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateSellerDiscountRoute, async ({ params, body, request, ctx }) => ({
  success: true as const,
  data: await updateDiscount(ctx, sellerOf(request).store, params.uuid, body),
}));
