import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { ProjectMemberSchema, projectUidField } from './project.js';

export const listProjectMembersRoute = defineRoute({
  name: 'list-project-members',
  method: 'GET',
  host: 'api',
  path: '/projects/:uid/members',
  access: 'user',
  summary: "A project's members, the owner first",
  params: z.strictObject({ uid: projectUidField }),
  response: successEnvelope(z.array(ProjectMemberSchema)),
});
