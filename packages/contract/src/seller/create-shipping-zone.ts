import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { ShippingZoneInputSchema, TaxShippingSchema } from './tax-shipping.js';

export const createShippingZoneRoute = defineRoute({
  name: 'create-shipping-zone',
  method: 'POST',
  host: 'store',
  path: '/seller/tax-shipping/zones',
  access: 'seller',
  summary: 'Add a shipping zone: its countries (none in another zone) and its rates',
  body: ShippingZoneInputSchema,
  response: successEnvelope(TaxShippingSchema).extend({ message: z.string() }),
});
