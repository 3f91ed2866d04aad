import { ROLLBACK_MESSAGES, rollBackRunRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { queueRollback } from '../../modules/deployments/queue-rollback.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(rollBackRunRoute, async ({ params, session, ctx }) => {
  const { deployment, projectRole } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(projectRole, 'run deployments');
  const run = await queueRollback(ctx, { deployment, targetRunId: params.runId, userId: session.user.id });
  return { success: true as const, message: ROLLBACK_MESSAGES.queued, data: run };
});
