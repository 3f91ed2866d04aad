import { updateSellerProductRoute } from '@aerie/contract';

import { updateProduct } from '../../modules/stores/products-write.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateSellerProductRoute, async ({ params, body, request, ctx }) => ({
  success: true as const,
  data: await updateProduct(ctx, sellerOf(request).store, params.uuid, body),
}));
