import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppContext } from '../context.js';
import { encodeBody } from '../modules/sites/encoded-body.js';
import { plainNotFoundPage } from '../modules/sites/live-site.js';
import { REVALIDATE_EVERY_TIME, sendEncoded } from '../modules/sites/send-encoded.js';
import { serveAsset } from '../modules/sites/serve-assets.js';
import { servePreview } from '../modules/sites/serve-preview.js';
import { pathOf, serveSite } from '../modules/sites/serve-site.js';
import { classifySiteHost } from '../modules/sites/site-hosts.js';
import { assetsOrigin } from '../modules/websites/site-address.js';

/** Whether a Host header is one the sites scope answers (a site, its assets or previews, a custom domain). */
export function isSiteHost(host: string, ctx: AppContext): boolean {
  return classifySiteHost(host, ctx.config.sites, ctx.liveSites.customDomains.has) !== null;
}

/**
 * Published pages run nothing and load nothing but their own stylesheet and images (their own, the
 * assets host's, data: images from the CSS); no forms are sent, no framing, no <base> tricks.
 */
export function siteCsp(ctx: AppContext): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", assetsOrigin(ctx.config.sites), 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The published sites' host (DESIGN §2): `{subdomain}.{sites host}`, verified custom domains,
 * `assets.{sites host}` (builder and catalogue images) and `preview.{sites host}` (starter templates), all
 * told apart by Host header and served from memory (modules/sites). Its own headers and its own plain 404
 * page; nothing of the app is reachable here, and no site is reachable from the app's origin.
 */
export async function registerSitesHost(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await scope.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: siteCsp(ctx) },
    strictTransportSecurity: ctx.config.sites.scheme === 'https:' ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const notFoundPage = await encodeBody(plainNotFoundPage(), 'text/html; charset=utf-8');
  const notFound = (reply: FastifyReply) =>
    sendEncoded(reply.request, reply, notFoundPage, { status: 404, cacheControl: REVALIDATE_EVERY_TIME });

  scope.setNotFoundHandler(async (_request, reply) => notFound(reply));

  scope.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const target = classifySiteHost(request.headers.host, ctx.config.sites, ctx.liveSites.customDomains.has);
    const path = pathOf(request.url.slice(scope.prefix.length) || '/');
    if (!target) return notFound(reply);
    if (target.kind === 'assets') return (await serveAsset(request, reply, ctx.files, path)) ?? notFound(reply);
    if (target.kind === 'preview') return (await servePreview(request, reply, ctx, path)) ?? notFound(reply);
    const site = await ctx.liveSites.find(
      target.kind === 'site' ? { subdomain: target.subdomain } : { domain: target.domain },
    );
    return site ? serveSite(request, reply, site, path) : notFound(reply);
  });
}
