import { deleteProductImageRoute } from '@aerie/contract';

import { deleteProductImage } from '../../modules/stores/product-images.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(deleteProductImageRoute, async ({ params, request, ctx }) => ({
  success: true as const,
  data: await deleteProductImage(ctx, sellerOf(request).store, params.uuid, params.imageUuid),
}));
