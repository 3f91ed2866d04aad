import { z } from 'zod';

/** A refund of a store order as the seller admin shows it (docs/product.md § Stores: refunds). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const RefundSchema = z.object({
  uuid: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  shipping: z.number().int(),
  /** What was given back beyond the lines and shipping. */
  extra: z.number().int(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      product_name: z.string(),
      variant_name: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  restock: z.boolean(),
  reason: z.string().nullable(),
  /** Why the provider refused it, when it did. */
  failure: z.string().nullable(),
  /** The seller's name, or null when the platform refunded on its own (a payment that came after expiry). */
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;
