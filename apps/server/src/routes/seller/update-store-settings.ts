import { updateStoreSettingsRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { updateStoreSettings } from '../../modules/stores/seller-settings.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateStoreSettingsRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  message: 'Your store settings have been saved.',
  data: await updateStoreSettings(ctx, sellerOf(request).store, body),
}));
