import { getTaxShippingRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { getTaxShipping } from '../../modules/stores/tax-shipping/tax-shipping-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getTaxShippingRoute, async ({ request, ctx }) => ({
  success: true as const,
  data: await getTaxShipping(ctx.db, sellerOf(request).store),
}));
