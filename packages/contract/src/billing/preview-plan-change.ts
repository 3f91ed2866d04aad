import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { planIdField } from './plan.js';
import { planPeriodParams } from './plan-period.js';

/**
 * What choosing `plan` would do, said before the owner confirms (issue 25):
 * - `upgrade`: paid now. During a paid period it is prorated: `credit` is the unused part of the current
 *   plan, `amount` the difference for the days left, and `renews_at` stays; otherwise the full price and a
 *   new month from payment.
 * - `downgrade`: nothing is paid; the lower plan starts at `effective_at` (the end of the paid period), and
 *   `over_limit` lists what would then be beyond its limits and become read-only (never deleted).
 */
export const PlanChangePreviewSchema = z.object({
  kind: z.enum(['upgrade', 'downgrade']),
  plan: planIdField,
  amount: z.number().int(),
  credit: z.number().int(),
  currency: z.string(),
  prorated: z.boolean(),
  renews_at: z.string().nullable(),
  effective_at: z.string().nullable(),
  over_limit: z.object({
    projects: z.array(z.object({ uid: z.string(), name: z.string() })),
    deployments: z.array(z.object({ slug: z.string(), project: z.string() })),
    push_deployments: z.array(z.object({ slug: z.string(), project: z.string() })),
    /** One's own servers on a plan without them: they stay connected; their deployments stop running. */
    own_servers: z.array(z.object({ name: z.string(), project: z.string() })),
  }),
  /** What the over-limit lists mean, in one sentence ready to show. */
  summary: z.string(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreviewSchema>;

export const PreviewPlanChangeQuerySchema = z.strictObject({ plan: planIdField });

export const previewPlanChangeRoute = defineRoute({
  name: 'preview-plan-change',
  method: 'GET',
  host: 'api',
  path: '/workspaces/:slug/plan/preview',
  access: 'user',
  summary: 'What moving to another plan would cost now and what would become read-only',
  params: planPeriodParams,
  querystring: PreviewPlanChangeQuerySchema,
  response: successEnvelope(PlanChangePreviewSchema),
});
