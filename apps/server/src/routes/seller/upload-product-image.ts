import { uploadProductImageRoute } from '@aerie/contract';

import { uploadProductImage } from '../../modules/stores/product-images.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(uploadProductImageRoute, async ({ params, body, request, ctx }) => ({
  success: true as const,
  data: await uploadProductImage(ctx, sellerOf(request).store, params.uuid, body.image, body.alt),
}));
