import { updateDeploymentSettingsRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { SETTINGS_SAVED, updateDeploymentSettings } from '../../modules/deployments/update-deployment-settings.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateDeploymentSettingsRoute, async ({ params, body, session, ctx }) => {
  const { deployment } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  const data = await updateDeploymentSettings(ctx, deployment, body);
  return { success: true as const, message: SETTINGS_SAVED, data };
});
