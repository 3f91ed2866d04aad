import { listWebsitePublishesRoute } from '@aerie/contract';

import { listWebsitePublishes } from '../../modules/websites/publish-history/list-website-publishes.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWebsitePublishesRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: await listWebsitePublishes(ctx.db, visible) };
});
