import { removeSiteServerRoute } from '@aerie/contract';

import { removeSiteServer } from '../../modules/deployments/index.js';
import { loadVisibleWebsite } from '../../modules/websites/index.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

/** The roles that edit and publish sites stop publishing one to its server. */
export default defineHandler(removeSiteServerRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return { success: true as const, ...(await removeSiteServer(ctx, visible, session.user.id)) };
});
