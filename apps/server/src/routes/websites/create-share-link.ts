import { createShareLinkRoute } from '@aerie/contract';

import { createShareLink } from '../../modules/websites/share-links/share-links.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

// Who may edit and publish a site may show its draft to others; a stranger hears 404 from the lookup.
export default defineHandler(createShareLinkRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const data = await createShareLink(ctx, visible, { days: body.days, actorUserId: session.user.id });
  return { success: true as const, message: 'Share link created.', data };
});
