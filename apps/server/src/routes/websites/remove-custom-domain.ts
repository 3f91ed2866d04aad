import { removeCustomDomainRoute } from '@aerie/contract';

import { removeCustomDomain } from '../../modules/websites/custom-domain/remove-custom-domain.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(removeCustomDomainRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return {
    success: true as const,
    message: 'The custom domain was removed.',
    data: await removeCustomDomain(ctx, visible),
  };
});
