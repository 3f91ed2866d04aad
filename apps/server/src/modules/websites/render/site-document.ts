import { escapeHtml } from '../../../lib/escape-html.js';

export interface DocumentParts {
  title: string;
  description: string;
  keywords: string;
  /** The page's absolute address, for search engines (`<link rel="canonical">`). */
  canonical: string;
  stylesheetHref: string;
  /** Font files the page shows text in, fetched with the stylesheet rather than after it is read. */
  fontPreloads?: readonly string[];
  /** Already sanitised. */
  bodyHtml: string;
}

/**
 * A published page as a whole document: our own head (metadata escaped, one stylesheet, no script of any
 * kind) around the sanitised body. Sites are English by default, as the builder's copy is.
 */
export function siteDocument(parts: DocumentParts): string {
  const meta = [
    parts.description && `<meta name="description" content="${escapeHtml(parts.description)}">`,
    parts.keywords && `<meta name="keywords" content="${escapeHtml(parts.keywords)}">`,
  ].filter(Boolean);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    ...meta,
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
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

/**
 * The same document with another canonical address: a site's address changes without a new publish when
 * its custom domain is verified or removed. Only our own head carries a `<link>` (the body's are removed
 * by the sanitiser), so the first match is ours.
 */
export function withCanonical(html: string, canonical: string): string {
  return html.replace(CANONICAL, `<link rel="canonical" href="${escapeHtml(canonical)}">`);
}
