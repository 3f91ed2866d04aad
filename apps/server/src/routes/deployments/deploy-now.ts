import { deployNowRoute, DEPLOYMENT_MESSAGES } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { queueManualRun } from '../../modules/deployments/queue-run.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(deployNowRoute, async ({ params, session, ctx }) => {
  const { deployment, projectRole } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(projectRole, 'run deployments');
  const run = await queueManualRun(ctx, deployment, session.user.id);
  return { success: true as const, message: DEPLOYMENT_MESSAGES.runQueued, data: run };
});
