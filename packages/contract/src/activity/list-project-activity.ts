import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { ActivityPageSchema, ActivityQuerySchema } from './activity-entry.js';

/** Issue 26 §2: who did what on one project, newest first (whoever sees the project). */
export const listProjectActivityRoute = defineRoute({
  name: 'list-project-activity',
  method: 'GET',
  host: 'api',
  path: '/projects/:uid/activity',
  access: 'user',
  summary: "A project's activity feed, newest first, by lane and person, a page at a time",
  params: z.strictObject({ uid: projectUidField }),
  querystring: ActivityQuerySchema,
  response: successEnvelope(ActivityPageSchema),
});
