import { resumeSitePlanRoute } from '@aerie/contract';

import { resumeSitePlan } from '../../modules/websites/site-plan/cancel-site-plan.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(resumeSitePlanRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  // As cancelling: the workspace owner's, who pays for the plan.
  if (visible.role !== 'owner') throw forbidden('Only the workspace owner can keep a cancelled site plan.');
  return { success: true as const, ...(await resumeSitePlan(ctx, visible)) };
});
