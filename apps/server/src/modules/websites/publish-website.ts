import { MESSAGES, type ProjectData, type Website } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { websites, type PublishedPage } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordPublish } from './publish-history/record-publish.js';
import { chosenSiteIcon } from './render/chosen-site-icon.js';
import { renderSite } from './render/render-site.js';
import { loadSiteImages, withResponsiveImages } from './render/responsive-images.js';
import { siteDocument } from './render/site-document.js';
import { assetsOrigin } from './site-address.js';
import { emitSiteEvent } from './site-events.js';
import type { VisibleWebsite } from './website-access.js';
import { liveOrigin, toWebsite } from './website-view.js';
import { invalidateLiveSite } from './serve/live-sites.js';

const staleRevision = () => new AppError('conflict', MESSAGES.staleSave);

/**
 * Publishes the saved draft at `revision`: renders it on the server from the stored project data,
 * sanitises it, and makes it the live site at once. The render runs before the transaction (it takes a
 * while); the write then happens only if the draft is still that revision, so a save that slipped in
 * meanwhile makes this publish a 409 instead of publishing something the caller has not seen. The publish is
 * kept in the history (docs/product.md § Publish history) in the same transaction.
 */
export async function publishWebsite(
  ctx: AppContext,
  visible: VisibleWebsite,
  input: { revision: number; actorUserId: number },
): Promise<Website> {
  const { revision, actorUserId } = input;
  const { website } = visible;
  if (website.revision !== revision) throw staleRevision();

  const site = await renderSite(ctx.siteRenderer, website.projectData, assetsOrigin(ctx.config.sites));
  const images = await loadSiteImages(ctx, website.id, assetsOrigin(ctx.config.sites));
  const favicon = await chosenSiteIcon(ctx, website, website.projectData);
  const address = liveOrigin(ctx.config.sites, website);
  const pages: PublishedPage[] = site.pages.map((page) => ({
    slug: page.slug,
    name: page.name,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    html: siteDocument({
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      canonical: `${address}/${page.slug}`,
      stylesheetHref: `/site.${site.cssHash}.css`,
      fontPreloads: page.fontPreloads,
      social: page.social,
      iconHref: '/favicon.ico',
      bodyHtml: withResponsiveImages(page.bodyHtml, images),
    }),
  }));

  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(websites)
      .set({ publishedRevision: revision, publishedAt: now })
      .where(and(eq(websites.id, website.id), eq(websites.revision, revision)))
      .returning();
    if (!row) throw staleRevision();
    await recordPublish(tx, {
      websiteId: website.id,
      revision,
      projectData: row.projectData as ProjectData,
      pages,
      css: site.css,
      favicon,
      publishedById: actorUserId,
      publishedAt: now,
    });
    await emitSiteEvent(
      { db: tx, jobs: ctx.jobs, config: ctx.config },
      { name: 'site.published', visible, website: row, actorUserId },
    );
    return row;
  });
  invalidateLiveSite(website.id);
  return toWebsite(ctx.config.sites, updated, visible.project.uid);
}
