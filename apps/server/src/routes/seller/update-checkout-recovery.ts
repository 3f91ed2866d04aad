import { updateCheckoutRecoveryRoute } from '@aerie/contract';

import { updateCheckoutRecovery } from '../../modules/stores/recovery/checkout-recovery-settings.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateCheckoutRecoveryRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  message: 'Your checkout reminder settings have been saved.',
  data: await updateCheckoutRecovery(ctx, sellerOf(request).store, body),
}));
