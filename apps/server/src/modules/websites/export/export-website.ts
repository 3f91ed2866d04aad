import { strToU8, zipSync, type Zippable } from 'fflate';

import type { AppContext } from '../../../context.js';
import type { WebsiteRow } from '../../../db/schema/index.js';
import { readCatalogueImage } from '../serve/serve-assets.js';
import { renderSite } from '../render/render-site.js';
import { siteDocument } from '../render/site-document.js';
import { assetsOrigin } from '../site-address.js';
import { liveOrigin } from '../website-view.js';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's file in the zip: the home page is index.html, the others `{slug}.html`. */
const fileOfSlug = (slug: string) => (slug ? `${slug}.html` : 'index.html');

/**
 * The saved draft as static files (docs/product.md § Export): every page rendered and sanitised exactly as a
 * publish would, but linked to each other and to their CSS and images by relative paths, so the folder
 * works opened from disk or put on any static host. Images of this site and of the block catalogue are
 * copied into `images/`; anything else stays where it is.
 */
export async function exportWebsite(ctx: AppContext, website: WebsiteRow): Promise<Uint8Array> {
  const site = await renderSite(ctx.siteRenderer, website.projectData);
  const address = liveOrigin(ctx.config.sites, website);
  const assetPattern = new RegExp(
    `${escapeRegExp(assetsOrigin(ctx.config.sites))}/(websites/${website.uuid}/[A-Za-z0-9._-]+|catalogue/[A-Za-z0-9._-]+)`,
    'g',
  );
  const images = new Map<string, string>(); // asset path → file name in images/
  const localImages = (text: string, prefix: string) =>
    text.replace(assetPattern, (_url, path: string) => {
      const name = path.split('/').pop()!;
      if (!images.has(path)) images.set(path, name);
      return `${prefix}images/${images.get(path)}`;
    });
  const slugs = new Set(site.pages.map((page) => page.slug));
  const localLinks = (html: string) =>
    html.replace(/ href="\/([^"/?#]*)([?#][^"]*)?"/g, (link, slug: string, rest = '') =>
      slugs.has(slug.toLowerCase()) ? ` href="${fileOfSlug(slug.toLowerCase())}${rest}"` : link,
    );

  const files: Zippable = {};
  for (const page of site.pages) {
    files[fileOfSlug(page.slug)] = strToU8(
      siteDocument({
        ...page,
        canonical: `${address}/${page.slug}`,
        stylesheetHref: 'site.css',
        bodyHtml: localLinks(localImages(page.bodyHtml, '')),
      }),
    );
  }
  files['site.css'] = strToU8(localImages(site.css, ''));
  const imageFiles: Zippable = {};
  for (const [path, name] of images) {
    const image = path.startsWith('catalogue/') ? await readCatalogueImage(name) : await ctx.files.get(path);
    if (image) imageFiles[name] = [new Uint8Array(image.bytes), { level: 0 }];
  }
  if (Object.keys(imageFiles).length) files.images = imageFiles;
  return zipSync(files, { level: 6 });
}
