import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppContext } from '../context.js';
import type { LiveSites } from '../modules/websites/serve/live-sites.js';
import type { HostServices } from './host-context.js';
import { cspHeader } from '../plugins/host-headers.js';
import { encodeBody } from '../lib/encoded-body.js';
import { plainNotFoundPage } from '../modules/websites/serve/live-site.js';
import { REVALIDATE_EVERY_TIME, sendEncoded } from '../modules/websites/serve/send-encoded.js';
import { serveAsset } from '../modules/websites/serve/serve-assets.js';
import { servePreview } from '../modules/websites/serve/serve-preview.js';
import { pathOf, siteAnswer } from '../modules/websites/serve/serve-site.js';
import { classifySiteHost } from '../modules/websites/serve/site-hosts.js';
import { assetsOrigin } from '../modules/websites/site-address.js';
import { registerSiteForms } from './site-forms.js';

/** Whether a Host header is one the sites scope answers (a site, its assets or previews, a custom domain). */
export function isSiteHost(host: string, ctx: AppContext, liveSites: LiveSites): boolean {
  return classifySiteHost(host, ctx.config.sites, liveSites.customDomains.has) !== null;
}

/**
 * Published pages run nothing and load nothing but their own stylesheet, images (their own, the assets
 * host's, data: images from the CSS) and the library fonts of the assets host; forms are sent to the site's own
 * origin only, no framing, no <base> tricks.
 * `connect-src 'self'` allows nothing a page does (it has no script), but crawlers' tools such as
 * Lighthouse fetch the site's /robots.txt under the page's CSP, and found none under `default-src 'none'`.
 */
export function siteCsp(ctx: AppContext): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", assetsOrigin(ctx.config.sites), 'data:'],
    'font-src': [assetsOrigin(ctx.config.sites)],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    // Forms post to the site's own /_forms/ (site-forms.ts) and nowhere else.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The sites' headers, fixed for the process: set in one call per reply rather than through helmet's
 * dozen per-request hooks (serving a page is the hot path of the sites host; bench/site-serving.ts).
 * Images of the assets host are embedded by sites on other origins, hence cross-origin resources.
 */
export function siteHeaders(ctx: AppContext): Record<string, string> {
  return {
    'content-security-policy': cspHeader(siteCsp(ctx)),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'cross-origin',
    ...(ctx.config.sites.scheme === 'https:' ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * A former subdomain's permanent redirect, path and query kept (docs/product.md § Website settings). Cached for five
 * minutes only: a browser keeps a 308 without a lifetime for good, and a site taking its old name back would then
 * loop for anyone who had followed the redirect.
 */
function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(308).header('location', location).header('cache-control', 'public, max-age=300').send();
}

/**
 * The published sites' host (docs/architecture.md § Hosts and scopes): `{subdomain}.{sites host}`, verified custom
 * domains, `assets.{sites host}` (builder and catalogue images) and `preview.{sites host}` (starter templates), all
 * told apart by Host header and served from memory (modules/websites/serve). Its own headers and its own plain 404
 * page; nothing of the app is reachable here, and no site is reachable from the app's origin.
 */
export async function registerSitesHost(
  scope: FastifyInstance,
  ctx: AppContext,
  { liveSites, siteAnalytics }: HostServices,
): Promise<void> {
  const headers = siteHeaders(ctx);
  const notFoundPage = await encodeBody(plainNotFoundPage(), 'text/html; charset=utf-8');
  const notFound = (reply: FastifyReply) =>
    sendEncoded(reply.request, reply, { body: notFoundPage, status: 404, cacheControl: REVALIDATE_EVERY_TIME });

  scope.setNotFoundHandler(async (_request, reply) => notFound(reply.headers(headers)));

  await registerSiteForms(scope, ctx, liveSites, headers);

  scope.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    reply.headers(headers);
    const target = classifySiteHost(request.headers.host, ctx.config.sites, liveSites.customDomains.has);
    const path = pathOf(request.url.slice(scope.prefix.length) || '/');
    if (!target) return notFound(reply);
    // Both say whether they answered (serve-assets.ts says why they do not return the reply).
    if (target.kind === 'assets') return (await serveAsset(request, reply, ctx.files, path)) ? reply : notFound(reply);
    if (target.kind === 'preview') return (await servePreview(request, reply, ctx, path)) ? reply : notFound(reply);
    const key = target.kind === 'site' ? { subdomain: target.subdomain } : { domain: target.domain };
    // The hot path: a fresh copy in memory answers without a single await.
    const site = liveSites.fresh(key) ?? (await liveSites.find(key));
    if (!site) {
      const origin = target.kind === 'site' ? await liveSites.redirects.find(target.subdomain) : null;
      return origin ? redirectTo(reply, `${origin}${request.url.slice(scope.prefix.length) || '/'}`) : notFound(reply);
    }
    const answer = siteAnswer(site, path);
    if (request.method === 'GET') siteAnalytics.count(site.websiteId, path, answer, request.headers, request.ip);
    return sendEncoded(request, reply, answer);
  });
}
