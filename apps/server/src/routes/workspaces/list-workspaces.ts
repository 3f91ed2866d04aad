import { listWorkspacesRoute } from '@aerie/contract';

import { listWorkspaces } from '../../modules/workspaces/list-workspaces.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWorkspacesRoute, async ({ session, ctx }) => ({
  success: true as const,
  data: await listWorkspaces(ctx.db, session.user.id),
}));
