import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { TaxSettingsInputSchema, TaxShippingSchema } from './tax-shipping.js';

export const updateTaxSettingsRoute = defineRoute({
  name: 'update-tax-settings',
  method: 'PUT',
  host: 'store',
  path: '/seller/tax-shipping/tax',
  access: 'seller',
  summary: 'Whether prices include tax, its name, whether shipping is taxed, and the rates (replaced as a whole)',
  body: TaxSettingsInputSchema,
  response: successEnvelope(TaxShippingSchema).extend({ message: z.string() }),
});
