import { deleteWebsiteRoute, MESSAGES } from '@aerie/contract';

import { deleteWebsite } from '../../modules/websites/delete-website.js';
import { assertWebsiteAdmin, loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteWebsiteRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.id);
  assertWebsiteAdmin(visible, session.user.id);
  await deleteWebsite(ctx, visible);
  return ok(MESSAGES.websiteDeleted);
});
