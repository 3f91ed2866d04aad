import type { FastifyReply, FastifyRequest } from 'fastify';

import type { LiveSite } from './live-site.js';
import { IMMUTABLE, REVALIDATE_EVERY_TIME, sendEncoded, type EncodedAnswer } from './send-encoded.js';

/** Browsers keep an icon long and ask again rarely; a day keeps a new publish's icon from lagging far. */
const FAVICON_CACHE = 'public, max-age=86400';

/** The path of a request without its query, and without a trailing slash (`/about/` is `/about`). */
export function pathOf(url: string): string {
  const path = url.split('?')[0]!.split('#')[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * What a published site answers at a path: its pages at `/` and `/{slug}`, its stylesheet, sitemap and
 * robots, its icon, and its own 404 page for anything else.
 */
export function siteAnswer(site: LiveSite, path: string): EncodedAnswer {
  if (path === site.cssPath) return { body: site.css, cacheControl: IMMUTABLE };
  if (path === '/sitemap.xml') return { body: site.sitemap, cacheControl: REVALIDATE_EVERY_TIME };
  if (path === '/robots.txt') return { body: site.robots, cacheControl: REVALIDATE_EVERY_TIME };
  if (path === '/favicon.ico') return { body: site.favicon, cacheControl: FAVICON_CACHE };
  let slug: string | null = null;
  try {
    slug = /^\/[^/]*$/.test(path) ? decodeURIComponent(path.slice(1)).toLowerCase() : null;
  } catch {
    slug = null;
  }
  const page = slug === null ? undefined : site.pages.get(slug);
  if (page) return { body: page, cacheControl: REVALIDATE_EVERY_TIME };
  return { body: site.notFound, status: 404, cacheControl: REVALIDATE_EVERY_TIME };
}

export function serveSite(request: FastifyRequest, reply: FastifyReply, site: LiveSite, path: string) {
  return sendEncoded(request, reply, siteAnswer(site, path));
}
