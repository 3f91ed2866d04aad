import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { ProjectSchema } from './project.js';
import { projectFields } from './project-input.js';

export const CreateProjectSchema = z.strictObject(projectFields);
export type CreateProject = z.infer<typeof CreateProjectSchema>;

export const createProjectRoute = defineRoute({
  name: 'create-project',
  method: 'POST',
  host: 'api',
  path: '/projects/create',
  access: 'user',
  summary: 'Create a project in a workspace; the caller becomes its owner',
  body: CreateProjectSchema,
  response: successEnvelope(ProjectSchema),
});
