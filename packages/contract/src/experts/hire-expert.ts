import { z } from 'zod';

import { TransactionSchema } from '../billing/transaction.js';
import { EXPERT_HIRE } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { emailField, requiredText } from '../fields.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { expertPlanIdField } from './expert-pricing.js';

export const paymentMethodField = z
  .string({ error: 'Payment method is required' })
  .regex(/^pm_[A-Za-z0-9_]{1,60}$/, 'Payment method is invalid');

/** 001 §7 experts/hire: quantity, plan_id, the card token, fullname, email, country; and the workspace billed. */
export const HireExpertSchema = z.strictObject({
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(EXPERT_HIRE.developersMin, `Quantity must be at least ${EXPERT_HIRE.developersMin}`)
    .max(EXPERT_HIRE.developersMax, `Quantity must be at most ${EXPERT_HIRE.developersMax}`),
  plan_id: expertPlanIdField,
  payment_method: paymentMethodField,
  fullname: requiredText('Fullname', EXPERT_HIRE.cardNameMax),
  email: emailField,
  country: z.literal(EXPERT_HIRE.country, { error: 'Country is not supported' }),
  business_id: idField('Workspace'),
});
export type HireExpert = z.input<typeof HireExpertSchema>;

/** A workspace's monthly expert subscription; nothing is charged before the trial ends. */
export const ExpertHireSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  quantity: z.number().int(),
  days_per_week: z.number().int(),
  /** quantity × the option's amount, integer minor units. */
  amount_per_month: z.number().int(),
  currency: z.string(),
  status: z.enum(['trialing', 'active', 'cancelled']),
  trial_ends_at: z.string(),
  created_at: z.string(),
});
export type ExpertHire = z.infer<typeof ExpertHireSchema>;

export const HiredExpertSchema = z.object({ hire: ExpertHireSchema, transaction: TransactionSchema });
export type HiredExpert = z.infer<typeof HiredExpertSchema>;

export const hireExpertRoute = defineRoute({
  name: 'hire-expert',
  method: 'POST',
  host: 'api',
  path: '/experts/hire',
  access: 'user',
  summary: "Hire developers: a monthly expert subscription on a free trial, recorded in the workspace's billing",
  body: HireExpertSchema,
  response: successEnvelope(HiredExpertSchema),
});
