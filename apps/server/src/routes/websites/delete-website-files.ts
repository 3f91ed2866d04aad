import { deleteWebsiteFilesRoute, MESSAGES } from '@aerie/contract';

import { deleteWebsiteFiles } from '../../modules/websites/delete-website.js';
import { assertWebsiteAdmin, loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteWebsiteFilesRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.id);
  assertWebsiteAdmin(visible, session.user.id);
  await deleteWebsiteFiles(ctx, visible, body.builder_path);
  return ok(MESSAGES.websiteDeleted);
});
