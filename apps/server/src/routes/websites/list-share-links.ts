import { listShareLinksRoute } from '@aerie/contract';

import { listShareLinks } from '../../modules/websites/share-links/share-links.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

// Every member sees which links are out (never their addresses), as they see the site's previews.
export default defineHandler(listShareLinksRoute, async ({ params, session, ctx }) => {
  const { website } = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: await listShareLinks(ctx.db, website.id, ctx.clock.now()) };
});
