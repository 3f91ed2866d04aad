import { deleteShippingZoneRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { deleteShippingZone } from '../../modules/stores/tax-shipping/shipping-zones.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(deleteShippingZoneRoute, async ({ params, request, ctx }) => ({
  success: true as const,
  message: 'The zone has been removed.',
  data: await deleteShippingZone(ctx.db, sellerOf(request).store, params.uuid),
}));
