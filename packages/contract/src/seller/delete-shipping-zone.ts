import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { TaxShippingSchema } from './tax-shipping.js';
import { shippingZoneParams } from './update-shipping-zone.js';

export const deleteShippingZoneRoute = defineRoute({
  name: 'delete-shipping-zone',
  method: 'DELETE',
  host: 'store',
  path: '/seller/tax-shipping/zones/:uuid',
  access: 'seller',
  summary: 'Remove a shipping zone (its countries are no longer shipped to while other zones exist)',
  params: shippingZoneParams,
  response: successEnvelope(TaxShippingSchema).extend({ message: z.string() }),
});
