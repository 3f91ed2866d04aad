import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';

/**
 * One month of a store's sales (issue 30 § 6): what paid orders brought in, the platform's fee on them
 * (docs/product.md § Business constants: 1.5% of each paid order) and what is the seller's. Amounts are
 * minor units of `currency`; a store that changed currency has a row per currency of that month.
 */
export const PayoutPeriodSchema = z.object({
  /** The calendar month the orders were paid in, UTC: "2026-11". */
  period: z.string(),
  currency: z.string(),
  /** Orders paid in the month that still stand (paid, shipped or delivered). */
  orders: z.number().int(),
  /** Their totals, shipping included. */
  sold: z.number().int(),
  /** The platform's fee lines of those orders. */
  fees: z.number().int(),
  /** sold − fees: the seller's. */
  owed: z.number().int(),
});
export type PayoutPeriod = z.infer<typeof PayoutPeriodSchema>;

export const PayoutsSchema = z.object({
  /** The store's currency today. */
  currency: z.string(),
  /** Newest month first; months without a paid order are left out. */
  periods: z.array(PayoutPeriodSchema),
});
export type Payouts = z.infer<typeof PayoutsSchema>;

export const getPayoutsRoute = defineRoute({
  name: 'get-payouts',
  method: 'GET',
  host: 'store',
  path: '/seller/payouts',
  access: 'seller',
  summary: "Per month: what the store sold, the platform's fee, and what is the seller's",
  response: successEnvelope(PayoutsSchema),
});
