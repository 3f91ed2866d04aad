import { deleteSellerProductRoute, PRODUCT_DELETED } from '@aerie/contract';

import { deleteProduct } from '../../modules/stores/products-write.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteSellerProductRoute, async ({ params, request, ctx }) => {
  await deleteProduct(ctx, sellerOf(request).store, params.uuid);
  return ok(PRODUCT_DELETED);
});
