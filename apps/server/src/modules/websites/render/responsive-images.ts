import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websiteImages } from '../../../db/schema/index.js';
import { escapeHtml } from '../../../lib/escape-html.js';
import { defaultSizes, srcsetOf, type ImageWithVariants } from '../../../lib/image-variants/responsive-image.js';

/** What publishing knows of one builder image, by its URL on the assets host. */
export interface KnownImage {
  key: string;
  width: number | null;
  height: number | null;
  variantWidths: number[] | null;
}

/**
 * The site's images by URL, as the page HTML names them. Images uploaded before variants existed (or whose
 * job has not run) get a job now, so an older site is resized by its next publish's successor
 * (docs/architecture.md § Image variants).
 */
export async function loadSiteImages(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  websiteId: number,
  assetsBase: string,
): Promise<Map<string, KnownImage>> {
  const rows = await ctx.db
    .select({
      key: websiteImages.key,
      width: websiteImages.width,
      height: websiteImages.height,
      variantWidths: websiteImages.variantWidths,
    })
    .from(websiteImages)
    .where(eq(websiteImages.websiteId, websiteId));
  for (const { key, variantWidths } of rows) {
    if (variantWidths === null) await ctx.jobs.send('make-image-variants', { kind: 'website', key });
  }
  return new Map(rows.map((row) => [`${assetsBase}/${row.key}`, row]));
}

const IMG_TAG = /<img\b([^>]*?)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*"([^"]*)")?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) attributes.set(name!.toLowerCase(), value ?? '');
  return attributes;
}

/**
 * The first two images of a page load at once: the largest paint on a phone is often the second (a small
 * first image, or a photo under a heading), and a lazy largest paint is fetched late.
 */
const EAGER_IMAGES = 2;

const unescapeUrl = (value: string) => value.replace(/&amp;/g, '&');

/**
 * The sanitised body with sized, responsive images: each `<img>` of a builder image gets its `width` and
 * `height` (no layout shift) and, once its variants exist, a WebP `srcset` on the assets host with `sizes`
 * (an `<img>` rather than a `<picture>`, so the page's own CSS selectors still match the same element tree).
 * The first two images of a page load at once; the rest are lazy and decoded off the main thread. Attributes the author set are kept. Only attributes the sanitiser allows are added,
 * so the result still passes it (packages/blocks/src/sanitize.ts).
 */
export function withResponsiveImages(bodyHtml: string, images: ReadonlyMap<string, KnownImage>): string {
  let index = 0;
  return bodyHtml.replace(IMG_TAG, (tag, source: string) => {
    const attributes = attributesOf(source);
    const isEager = index++ < EAGER_IMAGES;
    const image = images.get(unescapeUrl(attributes.get('src') ?? ''));
    if (image?.width && image.height && !attributes.has('width') && !attributes.has('height')) {
      attributes.set('width', String(image.width));
      attributes.set('height', String(image.height));
    }
    if (image?.width && image.height && image.variantWidths?.length && !attributes.has('srcset')) {
      const assetsBase = unescapeUrl(attributes.get('src')!).slice(0, -image.key.length);
      const sized: ImageWithVariants = {
        ...image,
        width: image.width,
        height: image.height,
        widths: image.variantWidths,
      };
      const srcset = srcsetOf(sized, 'webp', (key) => `${assetsBase}${key}`);
      if (srcset) {
        attributes.set('srcset', escapeHtml(srcset));
        attributes.set('sizes', defaultSizes(sized));
      }
    }
    if (!isEager && !attributes.has('loading')) attributes.set('loading', 'lazy');
    if (!isEager && !attributes.has('decoding')) attributes.set('decoding', 'async');
    const rendered = [...attributes].map(([name, value]) => `${name}="${value}"`).join(' ');
    return `<img ${rendered} />`;
  });
}
