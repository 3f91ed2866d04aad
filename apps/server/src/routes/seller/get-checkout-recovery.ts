import { getCheckoutRecoveryRoute } from '@aerie/contract';

import { checkoutRecovery } from '../../modules/stores/recovery/checkout-recovery-settings.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getCheckoutRecoveryRoute, async ({ request, ctx }) => ({
  success: true as const,
  data: await checkoutRecovery(ctx, sellerOf(request).store),
}));
