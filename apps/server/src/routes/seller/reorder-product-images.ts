import { reorderProductImagesRoute } from '@aerie/contract';

import { reorderProductImages } from '../../modules/stores/product-images.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(reorderProductImagesRoute, async ({ params, body, request, ctx }) => ({
  success: true as const,
  data: await reorderProductImages(ctx, sellerOf(request).store, params.uuid, body.order),
}));
