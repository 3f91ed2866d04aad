import { listWebsiteRevisionsRoute } from '@aerie/contract';

import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { listWebsiteRevisions } from '../../modules/websites/website-revisions.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWebsiteRevisionsRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: await listWebsiteRevisions(ctx.db, visible) };
});
