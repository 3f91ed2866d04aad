import { DEFAULT_SITE_REDIRECT_DAYS, MESSAGES, type SiteRedirectDays, type Website } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { websiteRedirects, websites } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { lockSubdomains, pruneExpiredRedirects, redirectHolderOf } from './subdomain-claims.js';
import type { VisibleWebsite } from './website-access.js';
import { toWebsite } from './website-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WebsiteSettings {
  name: string;
  /** Already normalised by the contract: spaces stripped, lowercase, not reserved. */
  subdomain: string;
  /** How long the old subdomain redirects to the new one, when it changes (0: not at all). */
  redirectDays?: SiteRedirectDays;
}

const taken = () => fieldError('domain', MESSAGES.subdomainTaken, 'conflict');

/**
 * Website settings (docs/product.md § Website settings): renames the site and moves it to another subdomain. A
 * published site moves with it at once, since the sites host looks the subdomain up on this row; the old subdomain
 * redirects there for `redirectDays` and stays reserved meanwhile (a name another site's redirect holds is "taken";
 * the site's own old name it may take back, which ends that redirect). Names are locked first (subdomain-claims.ts);
 * the unique constraint still judges a name held by another site, so the loser of a race hears 409, not 500.
 */
export async function updateWebsite(
  db: Queryable,
  config: Config,
  { website, project }: VisibleWebsite,
  settings: WebsiteSettings,
  now: Date,
): Promise<Website> {
  try {
    const updated = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ subdomain: websites.subdomain })
        .from(websites)
        .where(eq(websites.id, website.id))
        .for('update');
      if (!current) throw notFound('The website');
      const oldSubdomain = current.subdomain;
      const isMoving = oldSubdomain !== settings.subdomain;
      if (isMoving) {
        await lockSubdomains(tx, [oldSubdomain, settings.subdomain]);
        await pruneExpiredRedirects(tx, now);
        const holder = await redirectHolderOf(tx, settings.subdomain, now);
        if (holder !== null && holder !== website.id) throw taken();
        // Taking an old name back: it is the site's address again, not a redirect.
        if (holder === website.id) {
          await tx
            .delete(websiteRedirects)
            .where(and(eq(websiteRedirects.subdomain, settings.subdomain), eq(websiteRedirects.websiteId, website.id)));
        }
      }
      const [row] = await tx
        .update(websites)
        .set({ name: settings.name, subdomain: settings.subdomain, updatedAt: new Date() })
        .where(eq(websites.id, website.id))
        .returning();
      const days = settings.redirectDays ?? DEFAULT_SITE_REDIRECT_DAYS;
      if (isMoving && days > 0) {
        const until = new Date(now.getTime() + days * DAY_MS);
        await tx.insert(websiteRedirects).values({ websiteId: website.id, subdomain: oldSubdomain, until });
      }
      return row!;
    });
    return toWebsite(config.sites, updated, project.uid);
  } catch (error) {
    if (isUniqueViolation(error, 'websites_subdomain_unique')) throw taken();
    throw error;
  }
}
