import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { idField, ProjectSchema, projectUidField } from './project.js';
import { projectFields } from './project-input.js';

export const UpdateProjectSchema = z.strictObject({ project_id: idField('Project'), ...projectFields });
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;

export const updateProjectRoute = defineRoute({
  name: 'update-project',
  method: 'POST',
  host: 'api',
  path: '/projects/update/:uid',
  access: 'user',
  summary: "Change a project's name, description and category (any member)",
  params: z.strictObject({ uid: projectUidField }),
  body: UpdateProjectSchema,
  response: successEnvelope(ProjectSchema).extend({ message: z.string() }),
});
