import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { PlanPeriodSchema, planPeriodParams } from './plan-period.js';

export const resumePlanRoute = defineRoute({
  name: 'resume-plan',
  method: 'POST',
  host: 'api',
  path: '/workspaces/:slug/plan/resume',
  access: 'user',
  summary: 'Undo a scheduled downgrade or cancellation before the paid period ends',
  params: planPeriodParams,
  response: successEnvelope(PlanPeriodSchema),
});
