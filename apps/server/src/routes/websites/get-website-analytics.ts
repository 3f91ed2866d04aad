import { getWebsiteAnalyticsRoute } from '@aerie/contract';

import { readSiteAnalytics } from '../../modules/websites/analytics/read-site-analytics.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getWebsiteAnalyticsRoute, async ({ params, session, ctx }) => {
  const { website } = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return {
    success: true as const,
    data: { name: website.name, ...(await readSiteAnalytics(ctx.db, website.id, ctx.clock.now())) },
  };
});
