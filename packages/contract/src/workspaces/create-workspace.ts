import { z } from 'zod';

import { WORKSPACE_TYPE } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { emailField, phoneField, requiredText } from '../fields.js';
import { defineRoute } from '../route.js';
import { WorkspaceSchema } from './workspace.js';

export const WORKSPACE_NAME_MAX = 60;

export const CreateWorkspaceSchema = z.strictObject({
  name: requiredText('Workspace name', WORKSPACE_NAME_MAX),
  email: emailField,
  phone: phoneField,
  /** The spec fixes the type; anything else is refused rather than silently replaced. */
  type: z.literal(WORKSPACE_TYPE, { error: `Type must be ${WORKSPACE_TYPE}` }).default(WORKSPACE_TYPE),
});
export type CreateWorkspace = z.infer<typeof CreateWorkspaceSchema>;

export const createWorkspaceRoute = defineRoute({
  name: 'create-workspace',
  method: 'POST',
  host: 'api',
  path: '/businesses/create',
  access: 'user',
  summary: 'Create a workspace owned by the signed-in user',
  body: CreateWorkspaceSchema,
  response: successEnvelope(WorkspaceSchema),
});
