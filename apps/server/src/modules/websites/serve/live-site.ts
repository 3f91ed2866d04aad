import type { PublishedPage } from '../../../db/schema/index.js';
import { withCanonical } from '../render/site-document.js';
import { siteIconPng } from '../render/site-icon.js';
import { encodeBody, type EncodedBody } from '../../../lib/encoded-body.js';
import { escapeHtml } from '../../../lib/escape-html.js';

/** A published site ready to serve: every reply prepared and compressed once. */
export interface LiveSite {
  websiteId: number;
  /** What the cache compares with the database to know whether this copy is still the live site. */
  fingerprint: string;
  pages: Map<string, EncodedBody>;
  /** The site's own 404 page (a page named `404`), else a plain one. */
  notFound: EncodedBody;
  /** `/site.{hash}.css`: a new publish with other CSS gets a new name, so this one is cached for good. */
  cssPath: string;
  css: EncodedBody;
  sitemap: EncodedBody;
  robots: EncodedBody;
  /** `/favicon.ico`: the icon the owner chose (render/chosen-site-icon.ts), else the site's initial on a neutral square (render/site-icon.ts). */
  favicon: EncodedBody;
}

const HTML = 'text/html; charset=utf-8';

export const NOT_FOUND_SLUG = '404';

/** The page every unknown address of the platform's sites gets: no site there, or nothing published yet. */
export function plainNotFoundPage(heading = 'Page not found'): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    `<body><h1>${escapeHtml(heading)}</h1><p>There is nothing at this address.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

export function sitemapXml(address: string, pages: Pick<PublishedPage, 'slug'>[], lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = pages
    .filter((page) => page.slug !== NOT_FOUND_SLUG)
    .map((page) => `  <url><loc>${escapeHtml(`${address}/${page.slug}`)}</loc><lastmod>${day}</lastmod></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every page open to crawlers, and where the sitemap is. */
export const robotsTxt = (address: string) => `User-agent: *\nAllow: /\n\nSitemap: ${address}/sitemap.xml\n`;

/**
 * Prepares a publication for serving. `address` is where the site lives now (its verified custom
 * domain, else its subdomain): the canonical links and the sitemap name it, so verifying a domain after
 * a publish moves them without a new publish.
 */
export async function prepareLiveSite(input: {
  websiteId: number;
  fingerprint: string;
  address: string;
  pages: PublishedPage[];
  css: string;
  cssHash: string;
  publishedAt: Date;
  /** The chosen icon made at publish time (a PNG), or null for the generated one. */
  favicon?: Buffer | null;
}): Promise<LiveSite> {
  const { address, pages } = input;
  const encodedPages = await Promise.all(
    pages.map(
      async (page) => [page.slug, await encodeBody(withCanonical(page.html, `${address}/${page.slug}`), HTML)] as const,
    ),
  );
  const pageMap = new Map(encodedPages);
  return {
    websiteId: input.websiteId,
    fingerprint: input.fingerprint,
    pages: pageMap,
    notFound: pageMap.get(NOT_FOUND_SLUG) ?? (await encodeBody(plainNotFoundPage(), HTML)),
    cssPath: `/site.${input.cssHash}.css`,
    css: await encodeBody(input.css, 'text/css; charset=utf-8'),
    sitemap: await encodeBody(sitemapXml(address, pages, input.publishedAt), 'application/xml; charset=utf-8'),
    robots: await encodeBody(robotsTxt(address), 'text/plain; charset=utf-8'),
    favicon: await encodeBody(input.favicon ?? siteIconPng(pages[0]?.title || pages[0]?.name || ''), 'image/png'),
  };
}
