import { z } from 'zod';

import { STORE_RULES } from '../constants.js';
import { requiredText, text } from '../fields.js';
import { isSupportedCurrency } from '../money/currencies.js';

/** Shapes shared by the seller admin's calls (issue 10): the store, its products, variants, images, orders. */

export const uuidParam = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, `${label} is invalid`);

/** Minor units of the store's currency; the largest price keeps any order total inside a PostgreSQL integer. */
export const PRICE_MAX = 10_000_000;
export const STOCK_MAX = 1_000_000;
export const minorUnits = (label: string, max = PRICE_MAX) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

export const currencyField = z
  .string({ error: 'Currency is required' })
  .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO 4217 code, e.g. USD')
  .refine(isSupportedCurrency, 'Currency must be one in circulation, e.g. USD, EUR or JPY');

export const colourField = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour such as #1f2937`);

/** An id of the builder's font list; the server checks it is one (the list lives in @aerie/blocks). */
export const fontIdField = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^[a-z0-9-]{1,40}$/, `${label} is not a font of the list`);

/** A base64 data URL; its type is sniffed from the bytes on the server and its size checked once decoded. */
export const imageDataUrlField = z
  .string({ error: 'Image is required' })
  .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+$/, 'Image must be an image data URL');
export const IMAGE_DATA_URL_MAX_CHARS = Math.ceil((STORE_RULES.productImageMaxBytes * 4) / 3) + 200;
export const PRODUCT_IMAGE_TOO_LARGE = `Images must be smaller than ${STORE_RULES.productImageMaxBytes / 1_000_000} MB.`;
export const PRODUCT_IMAGE_TYPE = 'Images must be PNG, JPEG or WebP.';

export const StoreSettingsSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  domain: z.string(),
  /** The storefront's address, `{scheme}//{domain}.{stores host}`. */
  url: z.string(),
  status: z.number().int(),
  currency: z.string(),
  shipping_rate: z.number().int(),
  /** What the storefront shows: the seller's colours and fonts, or the theme's own until they pick some. */
  colors: z.object({ primary: z.string(), accent: z.string() }),
  fonts: z.object({ heading: z.string(), body: z.string() }),
  /** The starter design the store was created with (SITE_TEMPLATES ids); it dresses the storefront. */
  theme: z.string(),
  /** The font families a seller may pick (the builder's list: system stacks, then the library). */
  font_choices: z.array(z.object({ id: z.string(), label: z.string() })),
  logo_url: z.string().nullable(),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

export const SellerSchema = z.object({ name: z.string(), email: z.string() });

export const ProductImageSchema = z.object({
  uuid: z.string(),
  /** Served from the store's own origin. */
  url: z.string(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const VariantSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  /** Units open checkouts hold: stock can never be set below this. */
  held: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const PRODUCT_STATUSES = ['draft', 'active'] as const;

export const ProductSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  currency: z.string(),
  variants: z.array(VariantSchema),
  images: z.array(ProductImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const VariantInputSchema = z.strictObject({
  /** An existing variant of the product keeps its uuid; a variant without one is new. */
  uuid: uuidParam('Variant').optional(),
  name: requiredText('Variant name', 80),
  sku: text('SKU').trim().max(64, 'SKU must be at most 64 characters').optional(),
  price: minorUnits('Price'),
  stock: minorUnits('Stock', STOCK_MAX),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

export const slugField = z
  .string({ error: 'Slug must be text' })
  .max(80, 'Slug must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain lowercase letters, digits and single dashes');

export const ProductInputSchema = z.strictObject({
  name: requiredText('Name', STORE_RULES.productNameMax),
  description: text('Description')
    .max(
      STORE_RULES.productDescriptionMax,
      `Description must be at most ${STORE_RULES.productDescriptionMax} characters`,
    )
    .default(''),
  /** Made from the name when left out. */
  slug: slugField.optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status must be draft or active' }).default('draft'),
  variants: z
    .array(VariantInputSchema, { error: 'Variants are required' })
    .min(1, 'A product needs at least one variant')
    .max(STORE_RULES.variantsPerProductMax, `A product has at most ${STORE_RULES.variantsPerProductMax} variants`),
});
export type ProductInput = z.input<typeof ProductInputSchema>;

export const OrderLineSchema = z.object({
  product_name: z.string(),
  variant_name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  /** The line's share of the order's discount and its tax, for the whole quantity. */
  discount: z.number().int(),
  tax: z.number().int(),
});

export const SELLER_ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired'] as const;

export const OrderSummarySchema = z.object({
  uuid: z.string(),
  number: z.number().int(),
  status: z.enum(SELLER_ORDER_STATUSES),
  email: z.string(),
  name: z.string(),
  currency: z.string(),
  total: z.number().int(),
  created_at: z.string(),
});

export const OrderSchema = OrderSummarySchema.extend({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  /** Everything taken off, shipping's discount included (orderTotalsRows shows the rows). */
  discount: z.number().int(),
  tax: z.number().int(),
  tax_included: z.boolean(),
  discount_code: z.string().nullable(),
  tax_name: z.string().nullable(),
  shipping_address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  lines: z.array(OrderLineSchema),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What the seller gave on "Mark as shipped"; null when not shipped or not given. */
  shipping_carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const pageField = z.coerce
  .number({ error: 'Page is invalid' })
  .int('Page is invalid')
  .min(1, 'Page must be 1 or more')
  .max(100_000, 'Page is invalid')
  .default(1);

/** Page size of the admin's product and order lists. */
export const SELLER_PAGE_SIZE = 20;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
