import { DEPLOYMENT_MESSAGES, saveDeploymentVariablesRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { configView, saveVariables } from '../../modules/deployments/variables-record.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(saveDeploymentVariablesRoute, async ({ params, body, session, ctx }) => {
  const { deployment, projectRole } = await loadVisibleDeployment(ctx.db, session.user.id, { id: body.deployment_id });
  assertRoleMay(projectRole, 'run deployments');
  const config = await saveVariables(ctx, {
    deployment,
    slug: params.slug,
    userId: session.user.id,
    variables: body.variables,
  });
  return { success: true as const, message: DEPLOYMENT_MESSAGES.variablesSaved, data: configView(ctx, config) };
});
