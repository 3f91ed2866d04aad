import { setCustomDomainRoute } from '@aerie/contract';

import { setCustomDomain } from '../../modules/websites/custom-domain/set-custom-domain.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(setCustomDomainRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return {
    success: true as const,
    message: 'Add this TXT record at your DNS provider, then press Verify.',
    data: await setCustomDomain(ctx, visible, body.domain),
  };
});
