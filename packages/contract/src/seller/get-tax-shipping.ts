import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { TaxShippingSchema } from './tax-shipping.js';

export const getTaxShippingRoute = defineRoute({
  name: 'get-tax-shipping',
  method: 'GET',
  host: 'store',
  path: '/seller/tax-shipping',
  access: 'seller',
  summary: "The store's tax settings and rates, and its shipping zones with their rates",
  response: successEnvelope(TaxShippingSchema),
});
