import { MESSAGES, updateWebsiteRoute } from '@aerie/contract';

import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { updateWebsite } from '../../modules/websites/update-website.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';
import { invalidateLiveSite } from '../../modules/websites/serve/live-sites.js';

export default defineHandler(updateWebsiteRoute, async ({ params, query, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const website = await updateWebsite(
    ctx.db,
    ctx.config,
    visible,
    { name: params.name, subdomain: params.domain, redirectDays: query.redirect_days },
    ctx.clock.now(),
  );
  // A published site moves to its new address at once, and its old one redirects (this process; others within the
  // caches' checks).
  invalidateLiveSite(website.id);
  return { success: true as const, message: MESSAGES.websiteUpdated, data: website };
});
