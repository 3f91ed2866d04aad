import { SITE_TEMPLATE_IDS, type SiteTemplateId } from '@aerie/contract';
import { templateProjectData } from '@aerie/blocks';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../../context.js';
import { renderSite } from '../render/render-site.js';
import { siteDocument } from '../render/site-document.js';
import { assetsOrigin, PREVIEW_SUBDOMAIN, siteOrigin } from '../site-address.js';
import { serveRevisionPreview } from '../revision-preview/serve-revision-preview.js';
import { serveShareLink } from '../share-links/serve-share-link.js';
import { prepareLiveSite, type LiveSite } from './live-site.js';
import { serveSite } from './serve-site.js';

/** Keyed by assets origin and template: the pages name the origin their images come from. */
const previews = new Map<string, Promise<LiveSite>>();

/** A template's own links (`/about`) point inside its preview (`/agency/about`). */
function linksUnder(bodyHtml: string, base: string): string {
  return bodyHtml.replace(/ href="\/(?!\/)/g, ` href="${base}/`);
}

/** A starter template rendered exactly as a published site would be, once per process. */
async function buildPreview(ctx: AppContext, id: SiteTemplateId): Promise<LiveSite> {
  const { sites } = ctx.config;
  const site = await renderSite(ctx.siteRenderer, templateProjectData(id, assetsOrigin(sites)), assetsOrigin(sites));
  const address = `${siteOrigin(sites, PREVIEW_SUBDOMAIN)}/${id}`;
  const pages = site.pages.map((page) => ({
    ...page,
    html: siteDocument({
      ...page,
      canonical: `${address}/${page.slug}`,
      stylesheetHref: `/${id}/site.${site.cssHash}.css`,
      bodyHtml: linksUnder(page.bodyHtml, `/${id}`),
    }),
  }));
  return prepareLiveSite({
    websiteId: 0,
    fingerprint: id,
    address,
    pages,
    css: site.css,
    cssHash: site.cssHash,
    publishedAt: new Date(),
  });
}

/**
 * `preview.{sites host}/{template}/` and `/{template}/{slug}`: the template gallery's Preview button; and
 * `/revision/{token}/…`, a saved revision of a site (revision-preview/); `/share/{token}/…`, a site's draft
 * through a share link (share-links/).
 */
export async function servePreview(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  path: string,
): Promise<boolean> {
  const [, first = '', ...rest] = path.split('/');
  if (first === 'revision') {
    const [token = '', ...pagePath] = rest;
    return serveRevisionPreview(request, reply, ctx, token, `/${pagePath.join('/')}`);
  }
  if (first === 'share') {
    const [token = '', ...pagePath] = rest;
    return serveShareLink(request, reply, ctx, token, `/${pagePath.join('/')}`);
  }
  const id = SITE_TEMPLATE_IDS.find((candidate) => candidate === first);
  if (!id) return false;
  const key = `${assetsOrigin(ctx.config.sites)} ${id}`;
  let preview = previews.get(key);
  if (!preview) {
    preview = buildPreview(ctx, id);
    previews.set(key, preview);
    preview.catch(() => previews.delete(key));
  }
  serveSite(request, reply, await preview, `/${rest.join('/')}`);
  return true;
}
