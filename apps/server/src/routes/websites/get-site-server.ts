import { getSiteServerRoute } from '@aerie/contract';

import { loadSiteServer } from '../../modules/deployments/index.js';
import { loadVisibleWebsite } from '../../modules/websites/index.js';
import { defineHandler } from '../define-handler.js';

/** Every role that sees the project sees where its site is published, a guest too. */
export default defineHandler(getSiteServerRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: await loadSiteServer(ctx.db, visible, session.user.id) };
});
