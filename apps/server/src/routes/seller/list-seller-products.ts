import { listSellerProductsRoute } from '@aerie/contract';

import { listProducts } from '../../modules/stores/products.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listSellerProductsRoute, async ({ query, request, ctx }) => ({
  success: true as const,
  data: await listProducts(ctx, sellerOf(request).store, query),
}));
