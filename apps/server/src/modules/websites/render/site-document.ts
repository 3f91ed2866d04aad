import { escapeHtml } from '../../../lib/escape-html.js';

/** A page's own Open Graph / Twitter card overrides; empty means "use the page's title and description". */
export interface PageSocial {
  title: string;
  description: string;
  /** Absolute, on the assets origin (render-site.ts drops anything else), or ''. */
  image: string;
}

export interface DocumentParts {
  title: string;
  description: string;
  keywords: string;
  /** The page's absolute address, for search engines (`<link rel="canonical">`) and link cards (`og:url`). */
  canonical: string;
  stylesheetHref: string;
  /** Font files the page shows text in, fetched with the stylesheet rather than after it is read. */
  fontPreloads?: readonly string[];
  /** What a shared link's card shows (og:, twitter:); defaults from the title and description. */
  social?: PageSocial;
  /** The site's icon (`/favicon.ico` on a published site); none in an export, which has no such file. */
  iconHref?: string;
  /** Share links and previews are never indexed: `noindex` here as well as in the X-Robots-Tag header. */
  noindex?: boolean;
  /** Already sanitised. */
  bodyHtml: string;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * The link card tags (docs/product.md § Builder pages): Open Graph for most apps, twitter: for X, which reads
 * its own names first. A large card only when there is an image to fill it.
 */
function socialTags(parts: DocumentParts): string[] {
  const title = parts.social?.title || parts.title;
  const description = parts.social?.description || parts.description;
  const image = parts.social?.image ?? '';
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    description && meta('property', 'og:description', description),
    meta('property', 'og:url', parts.canonical),
    image && meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    description && meta('name', 'twitter:description', description),
    image && meta('name', 'twitter:image', image),
  ].filter((tag): tag is string => Boolean(tag));
}

/**
 * A published page as a whole document: our own head (metadata escaped, one stylesheet, no script of any
 * kind) around the sanitised body. Sites are English by default, as the builder's copy is.
 */
export function siteDocument(parts: DocumentParts): string {
  const metadata = [
    parts.noindex && meta('name', 'robots', 'noindex'),
    parts.description && meta('name', 'description', parts.description),
    parts.keywords && meta('name', 'keywords', parts.keywords),
  ].filter((tag): tag is string => Boolean(tag));
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    ...metadata,
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    ...socialTags(parts),
    ...(parts.iconHref ? [`<link rel="icon" href="${escapeHtml(parts.iconHref)}">`] : []),
    ...(parts.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<link rel="stylesheet" href="${escapeHtml(parts.stylesheetHref)}">`,
    '</head>',
    `<body>${parts.bodyHtml}</body>`,
    '</html>',
    '',
  ].join('\n');
}

const CANONICAL = /<link rel="canonical" href="[^"]*">/;
const OG_URL = /<meta property="og:url" content="[^"]*">/;

/**
 * The same document with another canonical address: a site's address changes without a new publish when
 * its custom domain is verified or removed. Only our own head carries a `<link>` or a `<meta>` (the body's
 * are removed by the sanitiser), so the first match is ours.
 */
export function withCanonical(html: string, canonical: string): string {
  const address = escapeHtml(canonical);
  return html
    .replace(CANONICAL, `<link rel="canonical" href="${address}">`)
    .replace(OG_URL, `<meta property="og:url" content="${address}">`);
}
