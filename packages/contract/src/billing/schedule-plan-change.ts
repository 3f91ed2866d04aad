import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { planIdField } from './plan.js';
import { PlanPeriodSchema, planPeriodParams } from './plan-period.js';

/** A downgrade (or, with Air, a cancellation) at the end of the paid period. Higher plans are bought. */
export const SchedulePlanChangeSchema = z.strictObject({ plan: planIdField });
export type SchedulePlanChange = z.infer<typeof SchedulePlanChangeSchema>;

export const schedulePlanChangeRoute = defineRoute({
  name: 'schedule-plan-change',
  method: 'POST',
  host: 'api',
  path: '/workspaces/:slug/plan/schedule',
  access: 'user',
  summary: 'Move to a lower plan (Air cancels) when the paid period ends; the plan keeps working until then',
  params: planPeriodParams,
  body: SchedulePlanChangeSchema,
  response: successEnvelope(PlanPeriodSchema),
});
