import { z } from 'zod';

import { PAGE_SIZE } from '../constants.js';
import { defineRoute } from '../route.js';
import { workspaceSlugField } from '../projects/project.js';
import { TRANSACTION_TYPES, TransactionSchema } from './transaction.js';

export const ListTransactionsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
  /** the typed lookup (docs/product.md § Billing calls): only payments of this kind (e.g. `expert`). */
  type: z.enum(TRANSACTION_TYPES, { error: `Type must be one of ${TRANSACTION_TYPES.join(', ')}` }).optional(),
});

/**
 * A charge that is coming, not made (issue 25): an expert engagement on its free trial, with when the
 * trial ends and what will be charged then. It is no payment: no reference, no status, no receipt.
 */
export const TrialEntrySchema = z.object({
  type: z.literal('expert'),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  trial_ends_at: z.string(),
  created_at: z.string(),
});
export type TrialEntry = z.infer<typeof TrialEntrySchema>;

/** Billing history: every payment of the workspace, of every kind and outcome, newest first, 10 a page. */
export const ListTransactionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(TransactionSchema),
  /** Free trials in progress, shown above the payments (not counted in `meta`); empty when there are none. */
  trials: z.array(TrialEntrySchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.literal(PAGE_SIZE.billing),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ListTransactionsResponse = z.infer<typeof ListTransactionsResponseSchema>;

export const listTransactionsRoute = defineRoute({
  name: 'list-transactions',
  method: 'GET',
  host: 'api',
  path: '/transactions/:slug',
  access: 'user',
  summary: "A workspace's billing history, newest first, a page at a time",
  params: z.strictObject({ slug: workspaceSlugField }),
  querystring: ListTransactionsQuerySchema,
  response: ListTransactionsResponseSchema,
});
