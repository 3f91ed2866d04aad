import { MESSAGES, updateWebsiteRoute } from '@aerie/contract';

import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { updateWebsite } from '../../modules/websites/update-website.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';
import { invalidateLiveSite } from '../../modules/websites/serve/live-sites.js';

export default defineHandler(updateWebsiteRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const website = await updateWebsite(ctx.db, ctx.config, visible, { name: params.name, subdomain: params.domain });
  // A published site moves to its new address at once (this process; others within the cache's check).
  invalidateLiveSite(website.id);
  return { success: true as const, message: MESSAGES.websiteUpdated, data: website };
});
