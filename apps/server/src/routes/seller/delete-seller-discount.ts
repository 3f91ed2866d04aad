import { DISCOUNT_DELETED, deleteSellerDiscountRoute } from '@aerie/contract';

import { deleteDiscount } from '../../modules/stores/discounts/discounts-write.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteSellerDiscountRoute, async ({ params, request, ctx }) => {
  await deleteDiscount(ctx, sellerOf(request).store, params.uuid);
  return ok(DISCOUNT_DELETED);
});
