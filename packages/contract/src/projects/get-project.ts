import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { projectUidField, ProjectWithMembersSchema } from './project.js';

export const getProjectRoute = defineRoute({
  name: 'get-project',
  method: 'GET',
  host: 'api',
  path: '/projects/:uid',
  access: 'user',
  summary: 'One project by uid, with its members',
  params: z.strictObject({ uid: projectUidField }),
  response: successEnvelope(
    ProjectWithMembersSchema.extend({
      /**
       * Why the project cannot be changed, or null: beyond its workspace plan's project limit after a
       * downgrade (issue 25), it is read-only until a project is deleted or the plan goes up.
       */
      read_only: z.string().nullable(),
    }),
  ),
});
