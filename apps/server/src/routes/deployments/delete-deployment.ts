import { deleteDeploymentRoute } from '@aerie/contract';

import { assertDeploymentOwner, loadVisibleDeployment } from '../../modules/deployments/deployment-access.js';
import { deleteDeployment } from '../../modules/deployments/delete-deployment.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteDeploymentRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleDeployment(ctx.db, session.user.id, { slug: params.slug });
  // Members see the deployment, so they hear why they cannot delete it (403), not that it is missing.
  assertDeploymentOwner(visible, session.user.id);
  return ok(await deleteDeployment(ctx, visible.deployment));
});
