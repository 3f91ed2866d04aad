import { addSshAccessRoute, HOSTING_MESSAGES } from '@aerie/contract';

import { notFound } from '../../errors.js';
import { addSshAccess } from '../../modules/hosting/add-ssh-access.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(addSshAccessRoute, async ({ body, session, ctx }) => {
  // Any member who sees the server adds SSH users (docs/product.md § Roles and permissions); the server must be of the
  // project named.
  const { server, project, projectRole } = await loadVisibleServer(ctx.db, session.user.id, { id: body.falcon_id });
  if (project.uid !== body.project_id) throw notFound('The server');
  assertRoleMay(projectRole, 'manage servers');
  const data = await addSshAccess(ctx, { server, user: session.user, body });
  return { success: true as const, message: HOSTING_MESSAGES.sshAdded, data };
});
