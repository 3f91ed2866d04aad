import { z } from 'zod';

import { EXPERT_HIRE } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { emailField, requiredText } from '../fields.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { expertPlanIdField } from './expert-pricing.js';

export const paymentMethodField = z
  .string({ error: 'Payment method is required' })
  .regex(/^pm_[A-Za-z0-9_]{1,60}$/, 'Payment method is invalid');

/** docs/product.md § Expert calls experts/hire: quantity, plan_id, the card token, fullname, email, country; and the workspace billed. */
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
  /** The brief (issue 25): what the workspace needs, by when (optional), for which project (optional). */
  need: requiredText('What you need', EXPERT_HIRE.briefNeedMax),
  due_on: z
    .string({ error: 'By when must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'By when must be a date (YYYY-MM-DD)')
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, 'By when is not a real date')
    .nullish(),
  project_id: idField('Project').nullish(),
});
export type HireExpert = z.input<typeof HireExpertSchema>;

export const ENGAGEMENT_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;

/**
 * A workspace's monthly expert engagement: nothing is charged before the trial ends; then the saved card
 * is charged the monthly amount at each period's end until it is cancelled.
 */
export const ExpertHireSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  quantity: z.number().int(),
  days_per_week: z.number().int(),
  /** quantity × the option's amount, integer minor units. */
  amount_per_month: z.number().int(),
  currency: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  trial_ends_at: z.string(),
  /** The end of the period in progress (the trial's end during the trial): when the next charge is due. */
  period_ends_at: z.string(),
  /** Cancelled by the owner: it ends at `period_ends_at`, and nothing more is charged. */
  cancel_at_period_end: z.boolean(),
  /** When it ended, once cancelled. */
  ended_at: z.string().nullable(),
  /** "the card ending 4242"; null for hires made before the digits were kept. */
  card_last4: z.string().nullable(),
  brief: z.object({
    need: z.string(),
    due_on: z.string().nullable(),
    project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  created_at: z.string(),
});
export type ExpertHire = z.infer<typeof ExpertHireSchema>;

/** What a hire answers: the engagement, on its trial. No billing row: nothing was charged. */
export const HiredExpertSchema = z.object({ hire: ExpertHireSchema });
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
