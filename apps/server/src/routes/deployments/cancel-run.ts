import { cancelRunRoute, DEPLOYMENT_MESSAGES } from '@aerie/contract';

import { cancelRun } from '../../modules/deployments/cancel-run-request.js';
import { loadVisibleRun } from '../../modules/deployments/deployment-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(cancelRunRoute, async ({ params, session, ctx }) => {
  const { run, projectRole } = await loadVisibleRun(ctx.db, session.user.id, params.id);
  assertRoleMay(projectRole, 'run deployments');
  return { success: true as const, message: DEPLOYMENT_MESSAGES.runCancelled, data: await cancelRun(ctx, run) };
});
