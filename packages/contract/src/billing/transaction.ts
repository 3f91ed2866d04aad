import { z } from 'zod';

import { PLAN_IDS } from './plan.js';

/**
 * What a payment buys. Only 'subscription' is sold so far; 'pilot', 'website' and 'expert' arrive with the
 * issues that build those things (they start at the same `transactions/initialize`).
 */
export const TRANSACTION_TYPES = ['subscription', 'pilot', 'website', 'expert'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The spec's receipt reads 'success' (docs/product.md § Payments, § Error catalogue); pending and cancelled payments are listed too. */
export const TRANSACTION_STATUSES = ['pending', 'success', 'failure', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Our payment references (the provider's `tx_ref`): `aer_` and 20 base32 characters. */
export const referenceField = z
  .string({ error: 'Reference is required' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Reference is invalid');

/** The provider's transaction id from the return URL: numeric for Flutterwave, `sbx_…` for the sandbox. */
export const providerTransactionIdField = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'Transaction id is required' })
  .transform((value) => String(value))
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Transaction id is invalid'));

/** A billing record (docs/product.md § Payments), one per payment attempt of any kind. */
export const TransactionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  reference: z.string(),
  /** The provider's id, once the provider has answered; null while pending. */
  transaction_id: z.string().nullable(),
  currency: z.string(),
  /** Integer minor units (cents). */
  amount: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  /** What was bought, e.g. 'Earth plan — monthly'. */
  description: z.string(),
  /** The plan bought, for subscriptions. */
  plan_id: z.enum(PLAN_IDS).nullable(),
  /** Why a failed payment failed (e.g. 'Card declined'), else null. */
  failure_reason: z.string().nullable(),
  /** The receipt's "billed to": the workspace and its owner. */
  billed_to: z.object({ workspace: z.string(), name: z.string(), email: z.string() }),
  workspace: z.object({ id: z.number().int(), slug: z.string() }),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** A workspace's plan subscription as it stands. */
export const SubscriptionSchema = z.object({
  business_id: z.number().int(),
  plan: z.enum(PLAN_IDS),
  /** When the paid period ends; null on the free plan. */
  renews_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
