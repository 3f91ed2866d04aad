import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websitePublications, websitePublishes, websites } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { siteOrigin } from '../site-address.js';
import { renderStaticSite, type StaticFile } from './static-site.js';

export interface LiveStaticSite {
  publishId: number | null;
  revision: number;
  files: StaticFile[];
}

/**
 * The live site as static files for the owner's server (issue 32 § 4): the publish that is live now, rendered
 * from its own project data (never the draft), its forms posting to the site's address on Aerie's sites host —
 * the one address Aerie always serves, whatever the DNS of its custom domain says. Null when the site is not
 * published.
 */
export async function liveStaticSite(ctx: AppContext, websiteId: number): Promise<LiveStaticSite | null> {
  const [row] = await ctx.db
    .select({ website: websites, publication: websitePublications, projectData: websitePublishes.projectData })
    .from(websites)
    .innerJoin(websitePublications, eq(websitePublications.websiteId, websites.id))
    .leftJoin(websitePublishes, eq(websitePublishes.id, websitePublications.publishId))
    .where(eq(websites.id, websiteId));
  if (!row || !row.website.publishedAt) return null;
  if (row.projectData === null || row.projectData === undefined)
    throw new AppError('conflict', 'This publish is too old to upload: publish the site again.');
  const files = await renderStaticSite(ctx, row.website, row.projectData, {
    formOrigin: siteOrigin(ctx.config.sites, row.website.subdomain),
    publishedAt: row.publication.publishedAt,
  });
  return { publishId: row.publication.publishId, revision: row.publication.revision, files };
}
