import { strToU8, zipSync, type Zippable } from 'fflate';

import type { AppContext } from '../../../context.js';
import type { WebsiteRow } from '../../../db/schema/index.js';
import { readCatalogueImage } from '../serve/serve-assets.js';
import { readFontFile, readFontLicence } from '../serve/serve-fonts.js';
import { chosenSiteIcon } from '../render/chosen-site-icon.js';
import { renderSite } from '../render/render-site.js';
import { siteDocument } from '../render/site-document.js';
import { assetsOrigin } from '../site-address.js';
import { liveOrigin } from '../website-view.js';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's file in the zip: the home page is index.html, the others `{slug}.html`. */
const fileOfSlug = (slug: string) => (slug ? `${slug}.html` : 'index.html');

/**
 * The saved draft as static files (docs/product.md § Export): every page rendered and sanitised exactly as a
 * publish would, but linked to each other and to their CSS, images and fonts by relative paths, so the
 * folder works opened from disk or put on any static host. Images of this site and of the block catalogue
 * are copied into `images/`, the library fonts it uses into `fonts/<family>/` with their licence (the Open
 * Font License travels with every copy); anything else stays where it is. A chosen site icon comes as
 * `favicon.png`, linked from every page (the generated one is the server's, not the site's: not exported).
 */
export async function exportWebsite(ctx: AppContext, website: WebsiteRow): Promise<Uint8Array> {
  const origin = assetsOrigin(ctx.config.sites);
  const site = await renderSite(ctx.siteRenderer, website.projectData, origin);
  const address = liveOrigin(ctx.config.sites, website);
  const favicon = await chosenSiteIcon(ctx, website, website.projectData);
  const assetPattern = new RegExp(
    `${escapeRegExp(origin)}/(websites/${website.uuid}/[A-Za-z0-9._-]+|catalogue/[A-Za-z0-9._-]+|fonts/[a-z0-9-]+/[A-Za-z0-9._-]+)`,
    'g',
  );
  const images = new Map<string, string>(); // asset path → file name in images/
  const fonts = new Set<string>(); // `<family>/<file>` under fonts/
  const localAssets = (text: string) =>
    text.replace(assetPattern, (_url, path: string) => {
      if (path.startsWith('fonts/')) {
        fonts.add(path.slice('fonts/'.length));
        return path;
      }
      const name = path.split('/').pop()!;
      if (!images.has(path)) images.set(path, name);
      return `images/${images.get(path)}`;
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
        iconHref: favicon ? 'favicon.png' : undefined,
        fontPreloads: page.fontPreloads.map(localAssets),
        bodyHtml: localLinks(localAssets(page.bodyHtml)),
      }),
    );
  }
  files['site.css'] = strToU8(localAssets(site.css));
  if (favicon) files['favicon.png'] = [new Uint8Array(favicon), { level: 0 }];
  const imageFiles: Zippable = {};
  for (const [path, name] of images) {
    const image = path.startsWith('catalogue/') ? await readCatalogueImage(name) : await ctx.files.get(path);
    if (image) imageFiles[name] = [new Uint8Array(image.bytes), { level: 0 }];
  }
  if (Object.keys(imageFiles).length) files.images = imageFiles;
  if (fonts.size) files.fonts = await fontFolders(fonts);
  return zipSync(files, { level: 6 });
}

/** `fonts/<family>/`: each used file of the library (stored, woff2 is compressed) and the family's licence. */
async function fontFolders(paths: Set<string>): Promise<Zippable> {
  const folders: Record<string, Zippable> = {};
  for (const path of paths) {
    const [family = '', file = ''] = path.split('/');
    const bytes = await readFontFile(path);
    const licence = await readFontLicence(family);
    if (!bytes || !licence) continue;
    folders[family] ??= { LICENSE: strToU8(licence) };
    folders[family][file] = [new Uint8Array(bytes), { level: 0 }];
  }
  return folders;
}
