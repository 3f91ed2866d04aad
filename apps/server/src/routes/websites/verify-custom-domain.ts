import { verifyCustomDomainRoute } from '@aerie/contract';

import { verifyCustomDomain } from '../../modules/websites/custom-domain/verify-custom-domain.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(verifyCustomDomainRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const { verification, message } = await verifyCustomDomain(ctx, visible);
  return { success: true as const, message, data: verification };
});
