import { restoreWebsiteRevisionRoute } from '@aerie/contract';

import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { restoreWebsiteRevision } from '../../modules/websites/website-revisions.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(restoreWebsiteRevisionRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  const content = await restoreWebsiteRevision(ctx.db, ctx.config, visible, {
    restore: params.restore,
    fromRevision: body.revision,
    userId: session.user.id,
  });
  return { success: true as const, message: `Revision ${params.restore} restored.`, data: content };
});
