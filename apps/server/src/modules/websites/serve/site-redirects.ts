import { and, eq, gt, isNotNull } from 'drizzle-orm';

import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { websiteRedirects, websites } from '../../../db/schema/index.js';
import { liveOrigin } from '../website-view.js';

/** How long a process trusts its answer for an old subdomain (a rename in this process clears them at once). */
const REVALIDATE_MS = 10_000;
/** Random Host headers must not grow the cache without bound. */
const MAX_ENTRIES = 5_000;

export interface SiteRedirects {
  /** The origin a former subdomain of a published site redirects to, or null (not one, expired, or not live). */
  find(subdomain: string): Promise<string | null>;
  clear(): void;
}

/**
 * Former subdomains (db/schema/website-redirects.ts), asked only for a subdomain no live site answers: the fast path
 * and the sites host look for a site first, so a normal site's request never reaches this. The target is the site's
 * current address (its custom domain if it has one), so a chain of renames redirects the first name straight there.
 */
export function createSiteRedirects(db: Database, sites: Config['sites'], now: () => number): SiteRedirects {
  const entries = new Map<string, { origin: Promise<string | null>; checkedAt: number }>();

  async function lookUp(subdomain: string): Promise<string | null> {
    const [row] = await db
      .select({
        subdomain: websites.subdomain,
        customDomain: websites.customDomain,
        customDomainSuspendedAt: websites.customDomainSuspendedAt,
      })
      .from(websiteRedirects)
      .innerJoin(websites, eq(websites.id, websiteRedirects.websiteId))
      .where(
        and(
          eq(websiteRedirects.subdomain, subdomain),
          gt(websiteRedirects.until, new Date(now())),
          // An unpublished site's old address answers 404 as its new one does (and does not reveal the new name).
          isNotNull(websites.publishedAt),
        ),
      )
      .limit(1);
    return row ? liveOrigin(sites, row) : null;
  }

  return {
    find(subdomain) {
      const entry = entries.get(subdomain);
      if (entry && now() - entry.checkedAt < REVALIDATE_MS) return entry.origin;
      if (!entry && entries.size >= MAX_ENTRIES) entries.clear();
      const origin = lookUp(subdomain);
      entries.set(subdomain, { origin, checkedAt: now() });
      origin.catch(() => entries.delete(subdomain));
      return origin;
    },
    clear() {
      entries.clear();
    },
  };
}
