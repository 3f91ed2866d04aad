import { uploadStoreLogoRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { uploadStoreLogo } from '../../modules/stores/seller-settings.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(uploadStoreLogoRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  data: await uploadStoreLogo(ctx, sellerOf(request).store, body.image),
}));
