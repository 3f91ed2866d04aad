import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { PLAN_IDS } from './plan.js';
import { PLAN_LIMIT_KEYS } from './plan-table.js';

/** One usage meter: how many of a limited thing the workspace has, and its plan's limit (null: unlimited). */
export const PlanMeterSchema = z.object({
  key: z.enum(PLAN_LIMIT_KEYS),
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type PlanMeter = z.infer<typeof PlanMeterSchema>;

/** The workspace's plan and a meter for every limit of the plan table, in the table's order. */
export const PlanUsageSchema = z.object({
  plan: z.enum(PLAN_IDS),
  meters: z.array(PlanMeterSchema),
});
export type PlanUsage = z.infer<typeof PlanUsageSchema>;

export const getPlanUsageRoute = defineRoute({
  name: 'get-plan-usage',
  method: 'GET',
  host: 'api',
  path: '/plan-usage/:slug',
  access: 'user',
  summary: "A workspace's plan and how much of each of its limits is used (any member)",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: successEnvelope(PlanUsageSchema),
});
