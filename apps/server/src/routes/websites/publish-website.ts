import { publishWebsiteRoute } from '@aerie/contract';

import { publishWebsite } from '../../modules/websites/publish-website.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(publishWebsiteRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return {
    success: true as const,
    message: 'Your website is live.',
    data: await publishWebsite(ctx, visible, { revision: body.revision, actorUserId: session.user.id }),
  };
});
