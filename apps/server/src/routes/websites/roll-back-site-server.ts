import { rollBackSiteServerRoute } from '@aerie/contract';

import { rollBackSiteServer } from '../../modules/deployments/index.js';
import { loadVisibleWebsite } from '../../modules/websites/index.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

/** Rolling the server's copy back is publishing: the roles that edit and publish sites. */
export default defineHandler(rollBackSiteServerRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return { success: true as const, ...(await rollBackSiteServer(ctx, visible, session.user.id, body.release)) };
});
