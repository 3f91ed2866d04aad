import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../../context.js';
import { websiteShareLinks, websites } from '../../../db/schema/index.js';
import { encodeBody } from '../../../lib/encoded-body.js';
import { chosenSiteIcon } from '../render/chosen-site-icon.js';
import { cssHashOf, renderSite } from '../render/render-site.js';
import { siteDocument } from '../render/site-document.js';
import { prepareLiveSite, type LiveSite } from '../serve/live-site.js';
import { sendEncoded } from '../serve/send-encoded.js';
import { siteAnswer } from '../serve/serve-site.js';
import { assetsOrigin } from '../site-address.js';
import { goneSharePage, PREVIEW_BANNER, PREVIEW_BANNER_CSS, unrenderableSharePage } from './share-preview-page.js';
import { isShareTokenShape, shareTokenHash } from './share-link-token.js';
import { shareLinkUrl } from './share-links.js';

/** A page asks for its stylesheet right after: a render is kept per token and draft revision, for a few. */
const MAX_KEPT = 20;
const rendered = new Map<string, Promise<LiveSite>>();
/** A draft is private until shared: no shared cache may keep any of it after the link is revoked. */
const PRIVATE = 'private, no-cache';

/** The draft's own links (`/about`) point inside the share link (`/share/{token}/about`). */
function linksUnder(bodyHtml: string, base: string): string {
  return bodyHtml.replace(/ href="\/(?!\/)/g, ` href="${base}/`);
}

async function buildSharePreview(
  ctx: AppContext,
  token: string,
  website: { id: number; uuid: string },
  projectData: unknown,
) {
  const site = await renderSite(ctx.siteRenderer, projectData, assetsOrigin(ctx.config.sites));
  const css = `${site.css}\n${PREVIEW_BANNER_CSS}`;
  const cssHash = cssHashOf(css);
  const base = `/share/${token}`;
  const address = shareLinkUrl(ctx.config, token).replace(/\/$/, '');
  const pages = site.pages.map((page) => ({
    ...page,
    html: siteDocument({
      ...page,
      canonical: `${address}/${page.slug}`,
      stylesheetHref: `${base}/site.${cssHash}.css`,
      iconHref: `${base}/favicon.ico`,
      noindex: true,
      bodyHtml: `${PREVIEW_BANNER}${linksUnder(page.bodyHtml, base)}`,
    }),
  }));
  return prepareLiveSite({
    websiteId: website.id,
    fingerprint: token,
    address,
    pages,
    css,
    cssHash,
    publishedAt: ctx.clock.now(),
    favicon: await chosenSiteIcon(ctx, website, projectData),
  });
}

/**
 * `preview.{sites host}/share/{token}/…`: the site's current draft, rendered as a publish would render it, with
 * a banner, never indexed (docs/security.md § Share links). Looked up on every request, so a revoked link stops
 * at once; an expired or revoked one answers 410, an unknown one the plain 404 (false: not answered).
 */
export async function serveShareLink(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  token: string,
  path: string,
): Promise<boolean> {
  if (!isShareTokenShape(token)) return false;
  const [row] = await ctx.db
    .select({
      expiresAt: websiteShareLinks.expiresAt,
      revokedAt: websiteShareLinks.revokedAt,
      websiteId: websites.id,
      websiteUuid: websites.uuid,
      revision: websites.revision,
      projectData: websites.projectData,
    })
    .from(websiteShareLinks)
    .innerJoin(websites, eq(websites.id, websiteShareLinks.websiteId))
    .where(eq(websiteShareLinks.tokenHash, shareTokenHash(token)))
    .limit(1);
  if (!row) return false;
  reply.header('x-robots-tag', 'noindex');
  if (row.revokedAt || row.expiresAt <= ctx.clock.now()) {
    await sendPlainPage(request, reply, goneSharePage(), 410);
    return true;
  }
  const key = `${token} ${row.revision}`;
  let preview = rendered.get(key);
  if (!preview) {
    preview = buildSharePreview(ctx, token, { id: row.websiteId, uuid: row.websiteUuid }, row.projectData);
    rendered.set(key, preview);
    if (rendered.size > MAX_KEPT) rendered.delete(rendered.keys().next().value!);
    preview.catch(() => rendered.delete(key));
  }
  let site: LiveSite;
  try {
    site = await preview;
  } catch (error) {
    // A draft that cannot be rendered (a runaway document) is the owner's to fix, not the visitor's fault.
    request.log.warn({ err: error, websiteId: row.websiteId }, 'a shared draft could not be rendered');
    await sendPlainPage(request, reply, unrenderableSharePage(), 503);
    return true;
  }
  sendEncoded(request, reply, { ...siteAnswer(site, path), cacheControl: PRIVATE });
  return true;
}

async function sendPlainPage(request: FastifyRequest, reply: FastifyReply, html: string, status: number) {
  const body = await encodeBody(html, 'text/html; charset=utf-8');
  sendEncoded(request, reply, { body, status, cacheControl: PRIVATE });
}
