import { getDeploymentVariablesRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { configView, openConfig } from '../../modules/deployments/variables-record.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getDeploymentVariablesRoute, async ({ params, session, ctx }) => {
  const { deployment, projectRole } = await loadVisibleDeployment(ctx.db, session.user.id, { id: params.id });
  assertRoleMay(projectRole, 'run deployments');
  return { success: true as const, message: '', data: configView(ctx, await openConfig(ctx, deployment)) };
});
