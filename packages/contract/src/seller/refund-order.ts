import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { idField, text } from '../fields.js';
import { RefundSchema } from './refund.js';
import { minorUnits, OrderSchema, uuidParam } from './seller.js';

export const REFUND_REASON_MAX = 500;

/**
 * The `Idempotency-Key` header every refund call carries: the admin makes one per refund it means, and
 * sends it again on a retry, so a retried request refunds once.
 */
export const IdempotencyKeySchema = z
  .string({ error: 'The Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The Idempotency-Key header must be 8 to 64 letters, digits, dashes or underscores');

export const RefundOrderSchema = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          line_id: idField('Line'),
          quantity: z
            .number({ error: 'Quantity is required' })
            .int('Quantity must be a whole number')
            .min(1, 'Quantity must be at least 1')
            .max(99, 'Quantity must be at most 99'),
        }),
        { error: 'Lines must be a list' },
      )
      .max(200, 'Too many lines')
      .refine((lines) => new Set(lines.map((line) => line.line_id)).size === lines.length, 'A line is listed twice')
      .default([]),
    shipping: z.boolean({ error: 'Shipping must be true or false' }).default(false),
    amount: minorUnits('Amount', 2_000_000_000).default(0),
    restock: z.boolean({ error: 'Restock must be true or false' }).default(false),
    reason: text('Reason')
      .trim()
      .max(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.lines.length > 0 || body.shipping || body.amount > 0, {
    message: 'Choose lines, shipping or an amount to refund',
    path: ['amount'],
  });
export type RefundOrderInput = z.input<typeof RefundOrderSchema>;
export type RefundOrderRequest = z.output<typeof RefundOrderSchema>;

const orderParams = z.strictObject({ uuid: uuidParam('Order') });

export const refundOrderRoute = defineRoute({
  name: 'refund-order',
  method: 'POST',
  host: 'store',
  path: '/seller/orders/:uuid/refunds',
  access: 'seller',
  summary:
    'Refund chosen lines, shipping and/or an amount through the payment provider (Idempotency-Key header required)',
  params: orderParams,
  body: RefundOrderSchema,
  response: successEnvelope(z.object({ refund: RefundSchema, order: OrderSchema })).extend({ message: z.string() }),
});
