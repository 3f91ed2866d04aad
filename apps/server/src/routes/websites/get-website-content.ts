import { getWebsiteContentRoute } from '@aerie/contract';

import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { websiteContent } from '../../modules/websites/website-content.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getWebsiteContentRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: websiteContent(ctx.config, visible, session.user.id) };
});
