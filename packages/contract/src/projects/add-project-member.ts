import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { idField, ProjectMemberSchema } from './project.js';

export const AddProjectMemberSchema = z.strictObject({
  user_id: idField('Team member'),
  project_id: idField('Project'),
});
export type AddProjectMember = z.infer<typeof AddProjectMemberSchema>;

export const addProjectMemberRoute = defineRoute({
  name: 'add-project-member',
  method: 'POST',
  host: 'api',
  path: '/projects/add-member',
  access: 'user',
  summary: "Add a member of the project's workspace as a collaborator (any member)",
  body: AddProjectMemberSchema,
  response: successEnvelope(ProjectMemberSchema).extend({ message: z.string() }),
});
