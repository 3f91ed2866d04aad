import { updateDeploymentSettingsRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { SETTINGS_SAVED, updateDeploymentSettings } from '../../modules/deployments/update-deployment-settings.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateDeploymentSettingsRoute, async ({ params, body, session, ctx }) => {
  const { deployment, projectRole } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(projectRole, 'run deployments');
  const data = await updateDeploymentSettings(ctx, deployment, body);
  return { success: true as const, message: SETTINGS_SAVED, data };
});
