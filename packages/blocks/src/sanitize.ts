import sanitizeHtml from 'sanitize-html';

import { SITE_SYMBOL_ATTRIBUTE } from './site-symbol-marker.js';

/**
 * The publish sanitiser (docs/architecture.md § Security). GrapesJS project data arrives as JSON, which skips the
 * editor's own parser: a component can carry `<script>`, `on*` attributes, `javascript:` links or raw `content` HTML,
 * so every rendered page goes through this allow-list before anyone sees it. Sites never run scripts.
 *
 * No `style` attributes: the sites' CSP allows styles from the site's stylesheet only (`style-src
 * 'self'`), so inline styles would be dropped by the browser anyway, and GrapesJS already turns component
 * styles into `#id` rules of the stylesheet.
 */

const GLOBAL_ATTRIBUTES = ['class', 'id', 'title', 'role', 'lang', 'dir', 'tabindex', 'aria-*', 'data-*'];

/** Inline SVG icons of the blocks: shapes and gradients only (no `use`, `image`, `foreignObject`, animation). */
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'desc',
];
const SVG_ATTRIBUTES = [
  'viewbox',
  'xmlns',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'preserveaspectratio',
  'focusable',
];

const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'picture',
    'source',
    'figure',
    'figcaption',
    'form',
    'fieldset',
    'legend',
    'label',
    'input',
    'textarea',
    'select',
    'option',
    'button',
    'details',
    'summary',
    ...SVG_TAGS,
  ],
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    a: ['href', 'target', 'rel', 'name', 'download'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    blockquote: ['cite'],
    q: ['cite'],
    time: ['datetime'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    form: ['action', 'method'],
    label: ['for'],
    input: ['type', 'name', 'value', 'placeholder', 'required', 'checked', 'disabled', 'min', 'max', 'step'],
    textarea: ['name', 'rows', 'cols', 'placeholder', 'required'],
    select: ['name', 'required', 'multiple'],
    option: ['value', 'selected'],
    button: ['type', 'name', 'value', 'disabled'],
    details: ['open'],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'action', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  transformTags: {
    // The editor's marker of a site symbol (site-symbol-marker.ts) is bookkeeping, not content.
    '*': (tagName, attribs) => {
      const { [SITE_SYMBOL_ATTRIBUTE]: _marker, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    // Links that open a new tab cannot reach back into the site that opened them.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** The body HTML of one page, keeping structure, text and safe links; everything active is removed. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, HTML_OPTIONS);
}

/** `\69` and `\i` both mean `i`: letters, digits and the characters the checks look for are decoded first. */
function decodeHarmlessEscapes(css: string): string {
  return css
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\r\n\f]?/g, (escape, hex: string) => {
      const character = String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd);
      return /^[A-Za-z0-9:(@-]$/.test(character) ? character : escape;
    })
    .replace(/\\([g-zG-Z:(@-])/g, '$1');
}

/** Relative URLs, http(s) and data: images are fine in `url()`; any other scheme is dropped. */
function isSafeCssUrl(raw: string): boolean {
  // Quotes, spaces and control characters are ignored by browsers inside a scheme: drop them all.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const url = raw.replace(/["'\s\u0000-\u001f]+/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (url.startsWith('//')) return false;
  if (!scheme) return true;
  if (scheme === 'http' || scheme === 'https') return true;
  return scheme === 'data' && /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/.test(url);
}

/**
 * The site's stylesheet, served as its own file (never inlined in a `<style>`), cleaned of what could
 * load or run something: `@import`, IE's `expression()` and `behavior`, Firefox's `-moz-binding`, and
 * `url()`s with a script or document scheme. `<` never appears in valid CSS outside strings, so it is
 * escaped everywhere: no `</style>` can close anything even if the CSS is ever inlined.
 */
export function sanitizeSiteCss(css: string): string {
  return decodeHarmlessEscapes(css.replace(/\/\*[\s\S]*?\*\//g, ''))
    .replace(/@import\b[^;{}]*;?/gi, '')
    .replace(/url\(\s*("[^"]*"|'[^']*'|[^)]*?)\s*\)/gi, (whole, inner: string) =>
      isSafeCssUrl(inner) ? whole : 'none',
    )
    .replace(/expression\s*\(/gi, 'invalid(')
    .replace(/(behavior|-moz-binding)\s*:/gi, 'x-removed:')
    .replace(/</g, '\\3c ');
}

/**
 * A page's address from its name (docs/product.md § Visual builder): lower case, spaces to dashes, nothing but letters,
 * digits, dashes and underscores, so `About--0` lives at `/about--0`. Accents fall back to their letters.
 */
export function pageSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '');
}

/**
 * The address of every page of a site, in order: the first page is the home page (''), the others
 * their slug; a name with no usable character, or one that collides with an earlier page, gets
 * `page-{n}` (n its position from 1), so every page has an address of its own.
 */
export function pageSlugs(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    let slug = index === 0 ? '' : pageSlug(name);
    if (index > 0 && (!slug || taken.has(slug))) slug = `page-${index + 1}`;
    while (index > 0 && taken.has(slug)) slug = `${slug}-${index + 1}`;
    taken.add(slug);
    return slug;
  });
}
