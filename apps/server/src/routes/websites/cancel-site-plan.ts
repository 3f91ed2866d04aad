import { cancelSitePlanRoute } from '@aerie/contract';

import { cancelSitePlan } from '../../modules/websites/site-plan/cancel-site-plan.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(cancelSitePlanRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  // The site plan is on the workspace's bill: its owner buys it (transactions/initialize) and cancels it.
  if (visible.role !== 'owner') throw forbidden('Only the workspace owner can cancel a site plan.');
  return { success: true as const, ...(await cancelSitePlan(ctx, visible)) };
});
