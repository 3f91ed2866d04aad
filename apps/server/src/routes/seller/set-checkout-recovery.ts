import { setCheckoutRecoveryRoute } from '@aerie/contract';

import { setCheckoutRecovery } from '../../modules/stores/recovery/checkout-recovery-settings.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(setCheckoutRecoveryRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  message: 'Your checkout reminder settings have been saved.',
  data: await setCheckoutRecovery(ctx, sellerOf(request).store, body),
}));
