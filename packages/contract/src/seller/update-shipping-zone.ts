import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { uuidParam } from './seller.js';
import { ShippingZoneInputSchema, TaxShippingSchema } from './tax-shipping.js';

export const shippingZoneParams = z.strictObject({ uuid: uuidParam('Shipping zone') });

export const updateShippingZoneRoute = defineRoute({
  name: 'update-shipping-zone',
  method: 'PUT',
  host: 'store',
  path: '/seller/tax-shipping/zones/:uuid',
  access: 'seller',
  summary: "Replace a shipping zone's name, countries and rates",
  params: shippingZoneParams,
  body: ShippingZoneInputSchema,
  response: successEnvelope(TaxShippingSchema).extend({ message: z.string() }),
});
