import type { DOMPurify } from 'dompurify';
import type { JSDOM as JSDOMClass } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

interface Sanitizer {
  purify: DOMPurify;
  JSDOM: typeof JSDOMClass;
}

let sanitizer: Promise<Sanitizer> | null = null;

/**
 * jsdom takes seconds and a lot of memory to load, so it is loaded on the first SVG upload rather than
 * when the server starts. One window serves every upload: DOMPurify only needs its DOM implementation,
 * and sanitising is synchronous.
 */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= Promise.all([import('dompurify'), import('jsdom')])
    .then(([dompurify, jsdom]) => ({ purify: dompurify.default(new jsdom.JSDOM('').window), JSDOM: jsdom.JSDOM }))
    .catch((error: unknown) => {
      sanitizer = null; // the next upload tries again
      throw error;
    });
  return sanitizer;
}

/**
 * Elements that run, load or embed something. Removing one of these means the file was trying to do more
 * than draw, and it is refused rather than quietly stored in a different shape.
 */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'image',
  'feimage',
  'use',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'handler',
  'listener',
]);

interface Removed {
  element?: { nodeName: string };
  attribute?: { name: string; value: string } | null;
}

/** Event handlers, links and anything pointing at a script or inline document. */
function isActive(removed: Removed): boolean {
  if (removed.element) return ACTIVE_ELEMENTS.has(removed.element.nodeName.toLowerCase());
  const attribute = removed.attribute;
  if (!attribute) return false;
  const name = attribute.name.toLowerCase();
  return (
    name.startsWith('on') ||
    /(^|:)href$|^src$|^action$|^formaction$/.test(name) ||
    /javascript:|vbscript:|data:/i.test(attribute.value)
  );
}

export interface SanitizedSvg {
  svg: string;
  width: number | null;
  height: number | null;
}

/** `120`, `120px`, `120.5` → a whole number of pixels; other units (%, em) say nothing about pixels. */
function pixels(value: string | null): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
  return match ? Math.round(Number(match[1])) : null;
}

function svgSize(root: Element): Pick<SanitizedSvg, 'width' | 'height'> {
  const width = pixels(root.getAttribute('width'));
  const height = pixels(root.getAttribute('height'));
  if (width !== null && height !== null) return { width, height };
  const viewBox = root
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    return { width: width ?? Math.round(viewBox[2]!), height: height ?? Math.round(viewBox[3]!) };
  }
  return { width, height };
}

/**
 * An uploaded SVG, sanitised on the server (docs/product.md § Builder images) with DOMPurify's SVG profiles, images and
 * foreign content forbidden. The file is refused (null) if sanitising removed anything active — a script, an event
 * handler, a javascript: link — or if what is left is not one well-formed `<svg>` document; inert leftovers of drawing
 * programs (their namespaced attributes) are dropped. What is stored is the sanitised text, never the upload.
 */
export async function sanitizeSvg(text: string): Promise<SanitizedSvg | null> {
  const { purify, JSDOM } = await loadSanitizer();
  const start = text.search(/<svg[\s>/]/i);
  if (start < 0) return null;
  const clean = purify
    .sanitize(text.slice(start), {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['image', 'feImage', 'foreignObject'],
    })
    .trim();
  if ((purify.removed as Removed[]).some(isActive)) return null;
  if (!/^<svg[\s>][\s\S]*<\/svg>$/.test(clean)) return null;
  // Serialised from an HTML parse, the root may have lost its namespace declaration; a file needs it.
  const svg = /^<svg[^>]*\sxmlns="/.test(clean) ? clean : clean.replace(/^<svg/, `<svg xmlns="${SVG_NAMESPACE}"`);
  try {
    const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
    const root = document.documentElement;
    if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
    if (document.getElementsByTagName('parsererror').length) return null;
    return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, ...svgSize(root) };
  } catch {
    return null;
  }
}
