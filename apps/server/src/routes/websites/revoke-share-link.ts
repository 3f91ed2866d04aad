import { revokeShareLinkRoute } from '@aerie/contract';

import { revokeShareLink } from '../../modules/websites/share-links/share-links.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(revokeShareLinkRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  await revokeShareLink(ctx.db, visible.website.id, params.link, ctx.clock.now());
  return { success: true as const, message: 'Share link revoked.', data: { id: params.link } };
});
