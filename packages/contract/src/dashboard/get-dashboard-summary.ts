import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';

const CountSchema = z.object({ total: z.number().int(), active: z.number().int() });

export const DashboardSummarySchema = z.object({
  projects: CountSchema,
  team_members: CountSchema,
  stores: CountSchema,
  websites: CountSchema,
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/** Designed: the overview's four cards (docs/product.md § Dashboard overview), each a total and an ACTIVE count, computed by the server. */
export const getDashboardSummaryRoute = defineRoute({
  name: 'get-dashboard-summary',
  method: 'GET',
  host: 'api',
  path: '/dashboard/summary/:slug',
  access: 'user',
  summary: "Totals and active counts of a workspace's projects, team members, stores and websites",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: successEnvelope(DashboardSummarySchema),
});
