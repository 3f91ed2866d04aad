import { updateShippingZoneRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { updateShippingZone } from '../../modules/stores/tax-shipping/shipping-zones.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateShippingZoneRoute, async ({ params, body, request, ctx }) => ({
  success: true as const,
  message: `The zone ${body.name} has been saved.`,
  data: await updateShippingZone(ctx.db, sellerOf(request).store, params.uuid, body),
}));
