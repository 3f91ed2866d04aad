import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { ActivityPageSchema, ActivityQuerySchema } from './activity-entry.js';

/** Issue 26 §2: who did what in a workspace, newest first (its members only). */
export const listWorkspaceActivityRoute = defineRoute({
  name: 'list-workspace-activity',
  method: 'GET',
  host: 'api',
  path: '/activity/:slug',
  access: 'user',
  summary: "A workspace's activity feed, newest first, by lane and person, a page at a time",
  params: z.strictObject({ slug: workspaceSlugField }),
  querystring: ActivityQuerySchema,
  response: successEnvelope(ActivityPageSchema),
});
