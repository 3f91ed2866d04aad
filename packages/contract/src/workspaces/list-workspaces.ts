import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { WorkspaceSchema } from './workspace.js';

/** The signed-in user's workspaces, oldest first; the browser picks the last as default (docs/product.md § Choosing a workspace). */
export const listWorkspacesRoute = defineRoute({
  name: 'list-workspaces',
  method: 'GET',
  host: 'api',
  path: '/users/workspaces',
  access: 'user',
  summary: "The signed-in user's workspaces, oldest first",
  response: successEnvelope(z.array(WorkspaceSchema)),
});
