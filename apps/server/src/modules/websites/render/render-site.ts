import { createHash } from 'node:crypto';

import {
  fontFaceCss,
  FormKeys,
  fontFileUrl,
  HONEYPOT_CSS,
  libraryFontsInCss,
  pageFontPreloads,
  pageSlugs,
  sanitizePageHtml,
  sanitizeSiteCss,
  siteFontRules,
  siteReferences,
} from '@aerie/blocks';

import type { SiteRenderer } from '../../../adapters/site-renderer/site-renderer.js';
import type { PageSocial } from './site-document.js';

export interface RenderedPage {
  /** '' for the home page, else its address segment (`about--0`). */
  slug: string;
  name: string;
  title: string;
  description: string;
  keywords: string;
  social: PageSocial;
  /** Sanitised. */
  bodyHtml: string;
  /** The library font files this page shows text in (absolute, on the assets origin): preloaded. */
  fontPreloads: string[];
}

export interface RenderedSite {
  pages: RenderedPage[];
  /** Sanitised; served as its own file. */
  css: string;
  /** Names the stylesheet (`/site.{cssHash}.css`), so it can be cached for good. */
  cssHash: string;
}

/**
 * A card image is one of the site's uploads or a catalogue image, so only an absolute address on the assets
 * origin is kept: crawlers fetch it from anywhere, and nothing else of ours is promised to stay.
 */
function cardImage(raw: string, assetsBase: string): string {
  const image = raw.trim();
  return image.startsWith(`${assetsBase}/`) && !/[\s"<>]/.test(image) ? image : '';
}

/**
 * Publishing gives images their `width` and `height` (render/responsive-images.ts) so the page does not shift
 * as they load; a height attribute would then stretch an image whose CSS sets only its width. `:where()`
 * weighs nothing, so any rule of the site's own still wins.
 */
const SIZED_IMAGES = ':where(img[width][height]){height:auto}';

export function cssHashOf(css: string): string {
  return createHash('sha256').update(css).digest('hex').slice(0, 16);
}

/**
 * Renders stored project data on the server and sanitises the result: the only way HTML reaches a
 * published site or an export (never HTML sent by the browser), without the empty anchors and unused ids
 * the editor leaves behind. A page without a title takes its name.
 * The stylesheet starts with the `@font-face` rules of the library fonts the site uses, their files on
 * `assetsBase` (the sites' assets origin); each page lists the files it needs first.
 */
export async function renderSite(
  renderer: SiteRenderer,
  projectData: unknown,
  assetsBase: string,
): Promise<RenderedSite> {
  const raw = await renderer.render(projectData);
  const siteCss = sanitizeSiteCss(raw.css, assetsBase);
  const slugs = pageSlugs(raw.pages.map((page) => page.name));
  const references = siteReferences(
    raw.pages.map((page) => page.bodyHtml),
    siteCss,
  );
  const fontRules = siteFontRules(siteCss);
  const formKeys = new FormKeys();
  const pages = raw.pages.map((page, index) => {
    const bodyHtml = sanitizePageHtml(page.bodyHtml, references, formKeys);
    return {
      slug: slugs[index]!,
      name: page.name,
      title: page.title.trim() || page.name,
      description: page.description.trim(),
      keywords: page.keywords.trim(),
      social: {
        title: page.ogTitle.trim(),
        description: page.ogDescription.trim(),
        image: cardImage(page.ogImage, assetsBase),
      },
      bodyHtml,
      fontPreloads: pageFontPreloads(fontRules, bodyHtml).map(({ font, file }) => fontFileUrl(font, file, assetsBase)),
    };
  });
  const fontFaces = fontFaceCss(libraryFontsInCss(siteCss), assetsBase);
  // The forms' honeypots are moved off screen by a rule of the site's own stylesheet (inline styles are not allowed).
  const honeypot = pages.some((page) => page.bodyHtml.includes('<form')) ? HONEYPOT_CSS : '';
  const css = [fontFaces, SIZED_IMAGES, siteCss, honeypot].filter(Boolean).join('\n');
  return { pages, css, cssHash: cssHashOf(css) };
}
