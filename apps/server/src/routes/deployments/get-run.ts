import { getRunRoute } from '@aerie/contract';

import { loadVisibleRun } from '../../modules/deployments/deployment-access.js';
import { runDetail } from '../../modules/deployments/run-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getRunRoute, async ({ params, session, ctx }) => {
  const { run, deployment } = await loadVisibleRun(ctx.db, session.user.id, params.id);
  return { success: true as const, data: await runDetail(ctx.db, run, deployment) };
});
