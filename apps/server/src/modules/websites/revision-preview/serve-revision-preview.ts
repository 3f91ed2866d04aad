import type { ProjectData } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../../context.js';
import { websiteRevisions } from '../../../db/schema/index.js';
import { renderSite } from '../render/render-site.js';
import { siteDocument } from '../render/site-document.js';
import { PREVIEW_SUBDOMAIN, assetsOrigin, siteOrigin } from '../site-address.js';
import { prepareLiveSite, type LiveSite } from '../serve/live-site.js';
import { serveSite } from '../serve/serve-site.js';
import { readPreviewToken } from './preview-token.js';

/** A preview asks for its page and then its stylesheet: the render is kept for a few tokens, not per request. */
const MAX_KEPT = 20;
const rendered = new Map<string, Promise<LiveSite | null>>();

/** The revision's own links (`/about`) point inside its preview (`/revision/{token}/about`). */
function linksUnder(bodyHtml: string, base: string): string {
  return bodyHtml.replace(/ href="\/(?!\/)/g, ` href="${base}/`);
}

async function buildRevisionPreview(ctx: AppContext, token: string): Promise<LiveSite | null> {
  const grant = readPreviewToken(ctx.config, token, ctx.clock.now());
  if (!grant) return null;
  const [row] = await ctx.db
    .select({ projectData: websiteRevisions.projectData })
    .from(websiteRevisions)
    .where(and(eq(websiteRevisions.websiteId, grant.websiteId), eq(websiteRevisions.revision, grant.revision)))
    .limit(1);
  if (!row) return null;
  const site = await renderSite(ctx.siteRenderer, row.projectData as ProjectData, assetsOrigin(ctx.config.sites));
  const base = `/revision/${token}`;
  const address = `${siteOrigin(ctx.config.sites, PREVIEW_SUBDOMAIN)}${base}`;
  const pages = site.pages.map((page) => ({
    ...page,
    html: siteDocument({
      ...page,
      canonical: `${address}/${page.slug}`,
      stylesheetHref: `${base}/site.${site.cssHash}.css`,
      bodyHtml: linksUnder(page.bodyHtml, base),
    }),
  }));
  return prepareLiveSite({
    websiteId: grant.websiteId,
    fingerprint: token,
    address,
    pages,
    css: site.css,
    cssHash: site.cssHash,
    publishedAt: ctx.clock.now(),
  });
}

/**
 * `preview.{sites host}/revision/{token}/…`: a saved revision rendered exactly as a publish would render it,
 * under the sites' script-free headers, never indexed. An expired, altered or unknown token is the plain 404.
 */
export async function serveRevisionPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  token: string,
  path: string,
): Promise<boolean> {
  // Checked on every request, not only when rendering: a kept render must not outlive its token.
  if (!readPreviewToken(ctx.config, token, ctx.clock.now())) return false;
  let preview = rendered.get(token);
  if (!preview) {
    preview = buildRevisionPreview(ctx, token);
    rendered.set(token, preview);
    if (rendered.size > MAX_KEPT) rendered.delete(rendered.keys().next().value!);
    preview.then(
      (site) => site ?? rendered.delete(token),
      () => rendered.delete(token),
    );
  }
  const site = await preview;
  if (!site) return false;
  reply.header('x-robots-tag', 'noindex');
  serveSite(request, reply, site, path);
  return true;
}
