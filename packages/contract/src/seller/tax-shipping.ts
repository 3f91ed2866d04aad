import { z } from 'zod';

import { requiredText } from '../fields.js';
import { COUNTRY_NAMES, isCountryCode } from '../stores/countries.js';
import { taxRateProblem } from '../stores/tax-rate.js';
import { minorUnits } from './seller.js';

/** Shapes of the seller's "Tax & shipping" settings (issue 30 § 3, docs/product.md § Stores). */

export const SHIPPING_ZONES_MAX = 50;
export const SHIPPING_RATES_PER_ZONE_MAX = 10;
export const TAX_RATES_MAX = 300;

export const countryField = z.string({ error: 'Country is required' }).refine(isCountryCode, {
  error: (issue) => `${String(issue.input)} is not a country code (ISO 3166-1 alpha-2, e.g. GB)`,
});

export const regionField = z
  .string({ error: 'Region must be text' })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z0-9]{1,3}(-[A-Z0-9]{1,3})?)?$/, 'Region must be a state or province code such as CA or NY');

/** A percentage as text ("20", "8.875"), parsed on the server without floats (stores/tax-rate.ts). */
export const taxRateField = z
  .string({ error: 'Rate must be a percentage such as 20 or 8.875, sent as text' })
  .superRefine((text, context) => {
    const problem = taxRateProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const duplicates = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const value = key(item);
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
};

export const TaxRateInputSchema = z.strictObject({
  country: countryField,
  region: regionField.default(''),
  rate: taxRateField,
});

export const TaxSettingsInputSchema = z.strictObject({
  prices_include_tax: z.boolean({ error: 'Say whether prices include tax (true or false)' }),
  tax_name: requiredText('Tax name', 30),
  tax_shipping: z.boolean({ error: 'Say whether shipping is taxed (true or false)' }),
  rates: z
    .array(TaxRateInputSchema, { error: 'Rates must be a list' })
    .max(TAX_RATES_MAX, `At most ${TAX_RATES_MAX} rates`)
    .superRefine((rates, context) => {
      for (const index of duplicates(rates, (rate) => `${rate.country}/${rate.region}`)) {
        const { country, region } = rates[index]!;
        const place = region ? `${region}, ${COUNTRY_NAMES[country as keyof typeof COUNTRY_NAMES]}` : country;
        context.addIssue({ code: 'custom', path: [index, 'country'], message: `${place} has two rates` });
      }
    }),
});
export type TaxSettingsInput = z.input<typeof TaxSettingsInputSchema>;

export const ShippingRateInputSchema = z.strictObject({
  name: requiredText('Rate name', 60),
  amount: minorUnits('Amount'),
  /** Free when the order's subtotal (before discounts) reaches this, in minor units. */
  free_above: minorUnits('Free above').nullable().default(null),
});

export const ShippingZoneInputSchema = z.strictObject({
  name: requiredText('Zone name', 60),
  countries: z
    .array(countryField, { error: 'Countries must be a list of country codes' })
    .min(1, 'A zone needs at least one country')
    .superRefine((countries, context) => {
      for (const index of duplicates(countries, (country) => country))
        context.addIssue({ code: 'custom', path: [index], message: `${countries[index]} is listed twice` });
    }),
  rates: z
    .array(ShippingRateInputSchema, { error: 'Rates must be a list' })
    .min(1, 'A zone needs at least one rate')
    .max(SHIPPING_RATES_PER_ZONE_MAX, `At most ${SHIPPING_RATES_PER_ZONE_MAX} rates a zone`)
    .superRefine((rates, context) => {
      for (const index of duplicates(rates, (rate) => rate.name.toLowerCase()))
        context.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `Two rates are named ${rates[index]!.name}`,
        });
    }),
});
export type ShippingZoneInput = z.input<typeof ShippingZoneInputSchema>;

export const TaxShippingSchema = z.object({
  currency: z.string(),
  /** The store's flat rate: what every country pays while the store has no zone. */
  flat_shipping_rate: z.number().int(),
  tax: z.object({
    prices_include_tax: z.boolean(),
    tax_name: z.string(),
    tax_shipping: z.boolean(),
    /** `rate` as text, e.g. "8.875"; `region` '' for the whole country. */
    rates: z.array(z.object({ country: z.string(), region: z.string(), rate: z.string() })),
  }),
  zones: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      countries: z.array(z.string()),
      rates: z.array(
        z.object({
          uuid: z.string(),
          name: z.string(),
          amount: z.number().int(),
          free_above: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type TaxShipping = z.infer<typeof TaxShippingSchema>;
