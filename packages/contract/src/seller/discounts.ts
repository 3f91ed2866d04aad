import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import { minorUnits, uuidParam } from './seller.js';

/** Discount codes of a store (docs/product.md § Discount codes). */
export const DISCOUNT_RULES = {
  codeMin: 3,
  codeMax: 40,
  /** What a code is made of, once upper-cased: what buyers type, so nothing that reads alike. */
  codePattern: /^[A-Z0-9_-]+$/,
  productsPerDiscountMax: 100,
  /** Uses a limit may count: a PostgreSQL integer with room. */
  limitMax: 1_000_000,
  /**
   * Codes a client address may try on a store's cart and get refused, per 10 minutes (issue 34's review): a
   * refusal tells a code that exists from one that does not, so without a limit a script could list a store's
   * codes. A shopper types a handful; a code that applies counts nothing.
   */
  codeRefusalsPer10Minutes: 20,
} as const;

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free-shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What the admin shows of a code: off (deactivated), not started, running, ended, or used up. */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used-up', 'inactive'] as const;

export const DISCOUNT_DELETED = 'The discount code has been deleted.';
export const DISCOUNT_CODE_TAKEN = 'This store already has a discount with this code.';
export const DISCOUNT_PRODUCT_UNKNOWN = 'One of these products is not a product of this store.';

/** A code as the seller or a buyer types it: trimmed and upper-cased, so `save10` is `SAVE10`. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();

export const discountCodeField = text('Code')
  .transform(normalizeDiscountCode)
  .pipe(
    z
      .string()
      .min(DISCOUNT_RULES.codeMin, `Code must be at least ${DISCOUNT_RULES.codeMin} characters`)
      .max(DISCOUNT_RULES.codeMax, `Code must be at most ${DISCOUNT_RULES.codeMax} characters`)
      .regex(DISCOUNT_RULES.codePattern, 'Code may contain only letters, digits, dashes and underscores'),
  );

const limitField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(DISCOUNT_RULES.limitMax, `${label} must be at most ${DISCOUNT_RULES.limitMax}`)
    .nullable()
    .default(null);

const dateTimeField = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time such as 2026-12-01T09:00:00Z` })
    .nullable()
    .default(null);

/**
 * A code as the seller saves it. A percent code needs `percent` (1–100), a fixed one `amount` (minor units
 * of the store's currency, more than 0); the other value is ignored. Limits, dates and the minimum
 * subtotal are optional (null: none); `product_uuids` empty means every product.
 */
export const DiscountInputSchema = z
  .strictObject({
    code: discountCodeField,
    kind: z.enum(DISCOUNT_KINDS, { error: 'Kind must be percent, fixed or free-shipping' }),
    percent: z
      .number({ error: 'Percent must be a number' })
      .int('Percent must be a whole number')
      .min(1, 'Percent must be at least 1')
      .max(100, 'Percent must be at most 100')
      .nullable()
      .default(null),
    amount: minorUnits('Amount').min(1, 'Amount must be more than 0').nullable().default(null),
    minimum_subtotal: minorUnits('Minimum subtotal').nullable().default(null),
    starts_at: dateTimeField('Starts at'),
    ends_at: dateTimeField('Ends at'),
    usage_limit: limitField('Usage limit'),
    per_customer_limit: limitField('Per-customer limit'),
    product_uuids: z
      .array(uuidParam('Product'), { error: 'Products must be a list' })
      .max(
        DISCOUNT_RULES.productsPerDiscountMax,
        `A code is limited to at most ${DISCOUNT_RULES.productsPerDiscountMax} products`,
      )
      .default([]),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && input.percent === null)
      context.addIssue({ code: 'custom', path: ['percent'], message: 'Percent is required for a percent code' });
    if (input.kind === 'fixed' && input.amount === null)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required for a fixed-amount code' });
    if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at))
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'Ends at must be after starts at' });
  });
export type DiscountInput = z.input<typeof DiscountInputSchema>;

export const DiscountSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  minimum_subtotal: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  products: z.array(z.object({ uuid: z.string(), name: z.string() })),
  active: z.boolean(),
  /** Orders that used it: paid, or pending and still holding their units. */
  uses: z.number().int(),
  status: z.enum(DISCOUNT_STATUSES),
  currency: z.string(),
  created_at: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

const discountParams = z.strictObject({ uuid: uuidParam('Discount') });

export const listSellerDiscountsRoute = defineRoute({
  name: 'list-seller-discounts',
  method: 'GET',
  host: 'store',
  path: '/seller/discounts',
  access: 'seller',
  summary: "The store's discount codes, newest first, with their uses",
  response: successEnvelope(z.array(DiscountSchema)),
});

export const createSellerDiscountRoute = defineRoute({
  name: 'create-seller-discount',
  method: 'POST',
  host: 'store',
  path: '/seller/discounts',
  access: 'seller',
  summary: 'Add a discount code (percent, fixed amount or free shipping; optional limits, dates, products)',
  body: DiscountInputSchema,
  response: successEnvelope(DiscountSchema),
});

export const getSellerDiscountRoute = defineRoute({
  name: 'get-seller-discount',
  method: 'GET',
  host: 'store',
  path: '/seller/discounts/:uuid',
  access: 'seller',
  summary: 'One discount code of the store',
  params: discountParams,
  response: successEnvelope(DiscountSchema),
});

export const updateSellerDiscountRoute = defineRoute({
  name: 'update-seller-discount',
  method: 'PUT',
  host: 'store',
  path: '/seller/discounts/:uuid',
  access: 'seller',
  summary: 'Replace a discount code (active false deactivates it); orders already placed keep theirs',
  params: discountParams,
  body: DiscountInputSchema,
  response: successEnvelope(DiscountSchema),
});

export const deleteSellerDiscountRoute = defineRoute({
  name: 'delete-seller-discount',
  method: 'DELETE',
  host: 'store',
  path: '/seller/discounts/:uuid',
  access: 'seller',
  summary: 'Delete a discount code; orders that used it keep the code and the amount',
  params: discountParams,
  response: MessageEnvelopeSchema,
});
