import sanitizeHtml from 'sanitize-html';

import { isEmptyLeftover, withoutUnusedEditorId, type SiteReferences } from './editor-leftovers.js';
import { FORM_ATTRIBUTES, FORM_PATH_PREFIX, FormKeys, HONEYPOT_HTML, isSitePath } from './forms/site-form.js';
import { SITE_SYMBOL_ATTRIBUTE } from './site-symbol-marker.js';

export { pageSlug, pageSlugs } from './page-slug.js';

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
    input: [
      'type',
      'name',
      'value',
      'placeholder',
      'required',
      'checked',
      'disabled',
      'min',
      'max',
      'step',
      'autocomplete',
      'maxlength',
    ],
    textarea: ['name', 'rows', 'cols', 'placeholder', 'required', 'autocomplete', 'maxlength'],
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

/**
 * Every form posts to the site's own form endpoint and nowhere else (docs/architecture.md § Site forms): whatever
 * `action`, `method`, `enctype` or `target` the project data says is replaced, so a page can neither send its
 * visitors' input to another origin nor to a `mailto:`; the settings the server reads back are kept, a
 * redirect only when it is a path of the site itself.
 */
function formTransform(formKeys: FormKeys): sanitizeHtml.Transformer {
  return (_tagName, attribs) => {
    const kept = Object.fromEntries(
      Object.entries(attribs).filter(([name]) => name !== 'action' && name !== 'method' && name !== 'enctype'),
    );
    const name = (attribs[FORM_ATTRIBUTES.name] ?? '').trim().slice(0, 60);
    const redirect = attribs[FORM_ATTRIBUTES.redirect];
    if (redirect !== undefined && !isSitePath(redirect)) delete kept[FORM_ATTRIBUTES.redirect];
    return {
      tagName: 'form',
      attribs: { ...kept, action: `${FORM_PATH_PREFIX}${formKeys.next(name)}`, method: 'post' },
    };
  };
}

/** Each form gets the honeypot field (forms/site-form.ts) as its first child. */
function withHoneypots(html: string): string {
  // The sanitiser escapes `<` in text and attribute values, so `<form` here can only be a form's own tag.
  return html.replace(/<form\b[^>]*>/g, (tag) => `${tag}${HONEYPOT_HTML}`);
}

/**
 * The body HTML of one page, keeping structure, text and safe links; everything active is removed. With
 * the site's references (`siteReferences()`), what the editor left behind goes too: empty anchors and
 * spans, and editor-made ids nothing uses. `formKeys` numbers the forms of a whole site when its pages are
 * sanitised one after another, so two forms of one name still get addresses of their own.
 */
export function sanitizePageHtml(html: string, references?: SiteReferences, formKeys = new FormKeys()): string {
  const transformTags = { ...HTML_OPTIONS.transformTags, form: formTransform(formKeys) };
  if (!references) return withHoneypots(sanitizeHtml(html, { ...HTML_OPTIONS, transformTags }));
  const clean = (attribs: Record<string, string>) => withoutUnusedEditorId(attribs, references.ids);
  const dropMarker = HTML_OPTIONS.transformTags!['*'] as sanitizeHtml.Transformer;
  return withHoneypots(
    sanitizeHtml(html, {
      ...HTML_OPTIONS,
      transformTags: {
        ...transformTags,
        // sanitize-html runs a tag's own transform, then '*': this one replaces the default '*', so it does its part too.
        '*': (tagName, attribs) => ({ tagName, attribs: clean(dropMarker(tagName, attribs).attribs) }),
      },
      exclusiveFilter: (frame) => isEmptyLeftover(frame, references.linkTargets),
    }),
  );
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

const CSS_URL = /url\(\s*("[^"]*"|'[^']*'|[^)]*?)\s*\)/gi;

/**
 * Fonts come from the library on our assets host only (docs/product.md § Visual builder, Fonts): a font
 * CDN would see every visitor. In an `@font-face` rule any other `url()` is dropped.
 */
function withOwnFontUrls(css: string, fontOrigin: string | undefined): string {
  const ownFonts = fontOrigin && `${fontOrigin.replace(/\/+$/, '').toLowerCase()}/fonts/`;
  return css.replace(/@font-face\s*\{[^}]*\}/gi, (rule) =>
    rule.replace(CSS_URL, (whole, inner: string) => {
      const url = inner.replace(/["'\s]+/g, '').toLowerCase();
      // `..` or its escape `%2e` would climb out of /fonts/ once the browser resolves the address.
      return ownFonts && url.startsWith(ownFonts) && !/\.\.|%2e|\\/.test(url) ? whole : 'none';
    }),
  );
}

/**
 * The site's stylesheet, served as its own file (never inlined in a `<style>`), cleaned of what could
 * load or run something: `@import`, IE's `expression()` and `behavior`, Firefox's `-moz-binding`, and
 * `url()`s with a script or document scheme. `<` never appears in valid CSS outside strings, so it is
 * escaped everywhere: no `</style>` can close anything even if the CSS is ever inlined.
 * `fontOrigin` is the assets origin whose `/fonts/` an `@font-face` may load; without it, none may.
 */
export function sanitizeSiteCss(css: string, fontOrigin?: string): string {
  return withOwnFontUrls(decodeHarmlessEscapes(css.replace(/\/\*[\s\S]*?\*\//g, '')), fontOrigin)
    .replace(/@import\b[^;{}]*;?/gi, '')
    .replace(CSS_URL, (whole, inner: string) => (isSafeCssUrl(inner) ? whole : 'none'))
    .replace(/expression\s*\(/gi, 'invalid(')
    .replace(/(behavior|-moz-binding)\s*:/gi, 'x-removed:')
    .replace(/</g, '\\3c ');
}
