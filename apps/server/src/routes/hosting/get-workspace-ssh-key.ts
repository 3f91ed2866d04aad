import { getWorkspaceSshKeyRoute } from '@aerie/contract';

import { ensureWorkspaceKey, workspaceKeyView } from '../../modules/hosting/workspace-ssh-key.js';
import { assertRoleMay, assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getWorkspaceSshKeyRoute, async ({ params, session, ctx }) => {
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  // Whoever connects servers: installing this key lets the workspace's servers be reached with it.
  assertRoleMay(role, 'manage servers');
  const key = await ensureWorkspaceKey(ctx, workspace);
  return { success: true as const, data: workspaceKeyView(key) };
});
