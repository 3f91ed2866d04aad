import { createSellerDiscountRoute } from '@aerie/contract';

import { createDiscount } from '../../modules/stores/discounts/discounts-write.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createSellerDiscountRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  data: await createDiscount(ctx, sellerOf(request).store, body),
}));
