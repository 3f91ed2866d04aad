import { createShippingZoneRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { createShippingZone } from '../../modules/stores/tax-shipping/shipping-zones.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createShippingZoneRoute, async ({ body, request, ctx }) => ({
  success: true as const,
  message: `The zone ${body.name} has been added.`,
  data: await createShippingZone(ctx.db, sellerOf(request).store, body),
}));
