import { getWebsiteChangesRoute } from '@aerie/contract';

import { getWebsiteChanges } from '../../modules/websites/changes/get-website-changes.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getWebsiteChangesRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: await getWebsiteChanges(ctx.db, visible) };
});
