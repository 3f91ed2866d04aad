import { getSellerProductRoute } from '@aerie/contract';

import { getProduct } from '../../modules/stores/products.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getSellerProductRoute, async ({ params, request, ctx }) => ({
  success: true as const,
  data: await getProduct(ctx, sellerOf(request).store, params.uuid),
}));
