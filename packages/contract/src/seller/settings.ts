import { z } from 'zod';

import { STORE_RULES } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { requiredText } from '../fields.js';
import { defineRoute } from '../route.js';
import {
  colourField,
  currencyField,
  fontIdField,
  IMAGE_DATA_URL_MAX_CHARS,
  imageDataUrlField,
  minorUnits,
  PRODUCT_IMAGE_TOO_LARGE,
  StoreSettingsSchema,
} from './seller.js';

export const StoreSettingsInputSchema = z.strictObject({
  name: requiredText('Store name', STORE_RULES.storeNameMax),
  currency: currencyField,
  shipping_rate: minorUnits('Shipping rate'),
  colors: z.strictObject(
    { primary: colourField('Primary colour'), accent: colourField('Accent colour') },
    { error: 'Colours are required' },
  ),
  /** Optional, so a client that knows only colours keeps the fonts as they are. */
  fonts: z
    .strictObject(
      { heading: fontIdField('Heading font'), body: fontIdField('Body font') },
      { error: 'Fonts must name a heading and a body font' },
    )
    .optional(),
});
export type StoreSettingsInput = z.infer<typeof StoreSettingsInputSchema>;

export const updateStoreSettingsRoute = defineRoute({
  name: 'update-store-settings',
  method: 'PUT',
  host: 'store',
  path: '/seller/settings',
  access: 'seller',
  summary: "The store's name, currency, shipping rate, colours and fonts",
  body: StoreSettingsInputSchema,
  response: successEnvelope(StoreSettingsSchema),
});

export const uploadStoreLogoRoute = defineRoute({
  name: 'upload-store-logo',
  method: 'POST',
  host: 'store',
  path: '/seller/settings/logo',
  access: 'seller',
  summary: "Replace the store's logo (PNG, JPEG or WebP, sniffed)",
  body: z.strictObject({ image: imageDataUrlField }),
  bodyLimit: IMAGE_DATA_URL_MAX_CHARS + 1024,
  tooLargeMessage: PRODUCT_IMAGE_TOO_LARGE,
  response: successEnvelope(StoreSettingsSchema),
});

export const SalesSummarySchema = z.object({
  currency: z.string(),
  /** Orders paid and not cancelled (paid, shipped, delivered). */
  paid_orders: z.number().int(),
  revenue: z.number().int(),
  /** The platform's fee lines (docs/product.md § Business constants: 1.5% of each paid order). */
  platform_fees: z.number().int(),
  pending_orders: z.number().int(),
});
export type SalesSummary = z.infer<typeof SalesSummarySchema>;

export const getSalesSummaryRoute = defineRoute({
  name: 'get-sales-summary',
  method: 'GET',
  host: 'store',
  path: '/seller/summary',
  access: 'seller',
  summary: 'Paid orders, revenue and platform fees of the store',
  response: successEnvelope(SalesSummarySchema),
});
