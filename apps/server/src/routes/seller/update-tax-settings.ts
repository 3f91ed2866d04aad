import { updateTaxSettingsRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { updateTaxSettings } from '../../modules/stores/tax-shipping/update-tax-settings.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateTaxSettingsRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  message: 'Your tax settings have been saved.',
  data: await updateTaxSettings(ctx.db, sellerOf(request).store, body),
}));
