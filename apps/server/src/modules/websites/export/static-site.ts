import type { AppContext } from '../../../context.js';
import type { WebsiteRow } from '../../../db/schema/index.js';
import { readCatalogueImage } from '../serve/serve-assets.js';
import { readFontFile, readFontLicence } from '../serve/serve-fonts.js';
import { NOT_FOUND_SLUG, plainNotFoundPage, robotsTxt, sitemapXml } from '../serve/live-site.js';
import { chosenSiteIcon } from '../render/chosen-site-icon.js';
import { renderSite } from '../render/render-site.js';
import { siteDocument } from '../render/site-document.js';
import { assetsOrigin } from '../site-address.js';
import { liveOrigin } from '../website-view.js';

/** One file of a static copy: its path (`index.html`, `images/x.png`), its bytes, and whether it compresses. */
export interface StaticFile {
  path: string;
  bytes: Uint8Array;
  /** False for what is compressed already (images, woff2). */
  compressible: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const text = (value: string) => new TextEncoder().encode(value);

/** A page's file: the home page is index.html, the others `{slug}.html`. */
const fileOfSlug = (slug: string) => (slug ? `${slug}.html` : 'index.html');

/**
 * A site's project data as static files (docs/product.md § Export): every page rendered and sanitised exactly as
 * a publish would, but linked to each other and to their CSS, images and fonts by relative paths, so the folder
 * works opened from disk or on any static host. Images of this site and of the block catalogue are copied into
 * `images/`, the library fonts it uses into `fonts/<family>/` with their licence (the Open Font License travels
 * with every copy); anything else stays where it is. A chosen site icon comes as `favicon.png`; a sitemap and
 * robots.txt name the site's address, and a plain 404.html stands in when the site has no 404 page.
 *
 * The export renders the draft; a copy on the owner's server (issue 32 § 4) renders the live publish and passes
 * `formOrigin`: its forms then post to the site's address on Aerie, which keeps taking the messages
 * (docs/architecture.md § Site forms).
 */
export async function renderStaticSite(
  ctx: AppContext,
  website: WebsiteRow,
  projectData: unknown,
  options: { formOrigin?: string; publishedAt?: Date } = {},
): Promise<StaticFile[]> {
  const origin = assetsOrigin(ctx.config.sites);
  const site = await renderSite(ctx.siteRenderer, projectData, origin);
  const address = liveOrigin(ctx.config.sites, website);
  const favicon = await chosenSiteIcon(ctx, website, projectData);
  const assetPattern = new RegExp(
    `${escapeRegExp(origin)}/(websites/${website.uuid}/[A-Za-z0-9._-]+|catalogue/[A-Za-z0-9._-]+|fonts/[a-z0-9-]+/[A-Za-z0-9._-]+)`,
    'g',
  );
  const images = new Map<string, string>(); // asset path → file name in images/
  const fonts = new Set<string>(); // `<family>/<file>` under fonts/
  const localAssets = (value: string) =>
    value.replace(assetPattern, (_url, path: string) => {
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
  // The sanitiser leaves every form's action as `/_forms/{key}` (packages/blocks parse-forms.ts).
  const formActions = (html: string) =>
    options.formOrigin ? html.replaceAll(' action="/_forms/', ` action="${options.formOrigin}/_forms/`) : html;

  const files: StaticFile[] = [];
  for (const page of site.pages) {
    const html = siteDocument({
      ...page,
      canonical: `${address}/${page.slug}`,
      stylesheetHref: 'site.css',
      iconHref: favicon ? 'favicon.png' : undefined,
      fontPreloads: page.fontPreloads.map(localAssets),
      bodyHtml: formActions(localLinks(localAssets(page.bodyHtml))),
    });
    files.push({ path: fileOfSlug(page.slug), bytes: text(html), compressible: true });
  }
  // A static host answers a missing page with 404.html (Caddy's block on the owner's server does): the plain one
  // Aerie serves when the site has no 404 page of its own.
  if (!slugs.has(NOT_FOUND_SLUG))
    files.push({ path: '404.html', bytes: text(plainNotFoundPage()), compressible: true });
  files.push({ path: 'site.css', bytes: text(localAssets(site.css)), compressible: true });
  files.push({
    path: 'sitemap.xml',
    bytes: text(sitemapXml(address, site.pages, options.publishedAt ?? ctx.clock.now())),
    compressible: true,
  });
  files.push({ path: 'robots.txt', bytes: text(robotsTxt(address)), compressible: true });
  if (favicon) files.push({ path: 'favicon.png', bytes: new Uint8Array(favicon), compressible: false });
  for (const [path, name] of images) {
    const image = path.startsWith('catalogue/') ? await readCatalogueImage(name) : await ctx.files.get(path);
    if (image) files.push({ path: `images/${name}`, bytes: new Uint8Array(image.bytes), compressible: false });
  }
  const families = new Set<string>();
  for (const path of fonts) {
    const [family = '', file = ''] = path.split('/');
    const bytes = await readFontFile(path);
    const licence = await readFontLicence(family);
    if (!bytes || !licence) continue;
    if (!families.has(family)) {
      families.add(family);
      files.push({ path: `fonts/${family}/LICENSE`, bytes: text(licence), compressible: true });
    }
    files.push({ path: `fonts/${family}/${file}`, bytes: new Uint8Array(bytes), compressible: false });
  }
  return files;
}
