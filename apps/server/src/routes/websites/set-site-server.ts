import { setSiteServerRoute } from '@aerie/contract';

import { setSiteServer } from '../../modules/deployments/index.js';
import { loadVisibleWebsite } from '../../modules/websites/index.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

/** Where the site is published is part of publishing it: the roles that edit and publish sites. */
export default defineHandler(setSiteServerRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return { success: true as const, ...(await setSiteServer(ctx, visible, session.user.id, body)) };
});
