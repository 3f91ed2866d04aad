import { restorePublishAsDraftRoute } from '@aerie/contract';

import { restorePublishAsDraft } from '../../modules/websites/publish-history/restore-publish-as-draft.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(restorePublishAsDraftRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const content = await restorePublishAsDraft(ctx, visible, {
    publishId: params.publish,
    fromRevision: body.revision,
    userId: session.user.id,
  });
  return { success: true as const, message: 'That publish is the draft again.', data: content };
});
