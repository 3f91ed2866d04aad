import { createSellerProductRoute } from '@aerie/contract';

import { createProduct } from '../../modules/stores/products-write.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createSellerProductRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  data: await createProduct(ctx, sellerOf(request).store, body),
}));
