import { RELEASE_SETTINGS_SAVED, updateReleaseSettingsRoute } from '@aerie/contract';

import { loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { updateReleaseSettings } from '../../modules/deployments/update-release-settings.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateReleaseSettingsRoute, async ({ params, body, session, ctx }) => {
  const { deployment, projectRole } = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(projectRole, 'run deployments');
  const data = await updateReleaseSettings(ctx, deployment, body);
  return { success: true as const, message: RELEASE_SETTINGS_SAVED, data };
});
