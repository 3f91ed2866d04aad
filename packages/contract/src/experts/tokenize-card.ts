import { z } from 'zod';

import { EXPERT_HIRE } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { requiredText } from '../fields.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';

/**
 * The sandbox card provider's form (the offline default): card details go to the card port once and are
 * never stored; only the token it answers is kept, issued for the workspace named here. With Stripe the
 * browser gives the card to Stripe.js instead, and this call is refused.
 */
export const TokenizeCardSchema = z.strictObject({
  card_number: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{12,19}$/, 'Card number must be 12 to 19 digits')),
  exp_month: z
    .number({ error: 'Expiry month is required' })
    .int('Expiry month is invalid')
    .min(1, 'Expiry month is invalid')
    .max(12, 'Expiry month is invalid'),
  exp_year: z
    .number({ error: 'Expiry year is required' })
    .int('Expiry year is invalid')
    .min(2000, 'Expiry year is invalid')
    .max(2100, 'Expiry year is invalid'),
  cvc: z.string({ error: 'CVC is required' }).regex(/^[0-9]{3,4}$/, 'CVC must be 3 or 4 digits'),
  name: requiredText('Name', EXPERT_HIRE.cardNameMax),
  /** The workspace the payment method is for; only that workspace's hire accepts it. */
  business_id: idField('Workspace'),
});
export type TokenizeCard = z.input<typeof TokenizeCardSchema>;

/** `pm_…`: the provider's payment method, what `experts/hire` is paid with. */
export const CardTokenSchema = z.object({ token: z.string() });

export const tokenizeCardRoute = defineRoute({
  name: 'tokenize-card',
  method: 'POST',
  host: 'api',
  path: '/cards/tokenize',
  access: 'user',
  summary:
    "A sandbox card token for a workspace (owner); the provider's refusal answers 402 with its message; refused with Stripe",
  body: TokenizeCardSchema,
  response: successEnvelope(CardTokenSchema),
});
