import { restorePublishAsLiveRoute } from '@aerie/contract';

import { restorePublishAsLive } from '../../modules/websites/publish-history/restore-publish-as-live.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(restorePublishAsLiveRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const website = await restorePublishAsLive(ctx, visible, { publishId: params.publish, actorUserId: session.user.id });
  return { success: true as const, message: 'That publish is live again.', data: website };
});
