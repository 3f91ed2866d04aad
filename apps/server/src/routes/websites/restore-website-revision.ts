import { restoreWebsiteRevisionRoute } from '@aerie/contract';

import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { restoreWebsiteRevision } from '../../modules/websites/website-revisions.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(restoreWebsiteRevisionRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const content = await restoreWebsiteRevision(ctx, visible, {
    restore: params.restore,
    fromRevision: body.revision,
    userId: session.user.id,
  });
  return { success: true as const, message: `Revision ${params.restore} restored.`, data: content };
});
