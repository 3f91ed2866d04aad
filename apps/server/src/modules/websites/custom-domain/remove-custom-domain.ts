import type { Website } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websites } from '../../../db/schema/index.js';
import type { VisibleWebsite } from '../website-access.js';
import { toWebsite } from '../website-view.js';
import { detachSiteDomain } from '../../domains/index.js';
import { invalidateLiveSite, refreshCustomDomains } from '../serve/live-sites.js';

/** Stops serving the site on its custom domain (and forgets a pending one); its subdomain stays. */
export async function removeCustomDomain(ctx: AppContext, visible: VisibleWebsite): Promise<Website> {
  const [row] = await ctx.db
    .update(websites)
    .set({ customDomain: null, pendingDomain: null, domainToken: null, domainVerifiedAt: null, updatedAt: new Date() })
    .where(eq(websites.id, visible.website.id))
    .returning();
  const { customDomain, pendingDomain } = visible.website;
  const names = [customDomain, pendingDomain].filter((name): name is string => name !== null);
  await detachSiteDomain(ctx.db, visible.website.id, names);
  await refreshCustomDomains();
  invalidateLiveSite(visible.website.id);
  return toWebsite(ctx.config.sites, row!, visible.project.uid);
}
