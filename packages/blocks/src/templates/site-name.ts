import type { SiteTemplate } from '../types.js';

/**
 * Where a starter says the site's own name: page titles, descriptions, the navigation's brand, the footer.
 * The name is asked for when a site is created (docs/product.md § Starter templates), so a new site never
 * carries a stranger's name that the owner has to hunt down page by page.
 */
export const SITE_NAME_TOKEN = '{{site-name}}';
/** The footer's copyright year: the year the site is created. */
export const YEAR_TOKEN = '{{year}}';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The name is the user's own text: in the HTML it must stay text, never markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

function fill(text: string, siteName: string, year: string): string {
  return text.split(SITE_NAME_TOKEN).join(siteName).split(YEAR_TOKEN).join(year);
}

/** The starter with its tokens replaced: the name escaped in the HTML, as typed in the page metadata (plain text). */
export function fillSiteName(template: SiteTemplate, siteName: string, year: number): SiteTemplate {
  const yearText = String(year);
  const htmlName = escapeHtml(siteName);
  return {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      title: fill(page.title, siteName, yearText),
      description: fill(page.description, siteName, yearText),
      keywords: fill(page.keywords, siteName, yearText),
      html: fill(page.html, htmlName, yearText),
    })),
  };
}

/**
 * The catalogue blocks that print a sample company's name, and the edits that put the site's name there
 * instead. `fromBlock` applies them first, so no starter can inherit the catalogue's sample company.
 */
export const SITE_NAME_EDITS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'navigations-1': [['</span>Meridian Studio</a>', `</span>${SITE_NAME_TOKEN}</a>`]],
  'navigations-2': [['>Harbour &amp; Pine</a>', `>${SITE_NAME_TOKEN}</a>`]],
  'navigations-3': [['>Northgate <span>Partners</span></a>', `>${SITE_NAME_TOKEN}</a>`]],
  'footers-1': [
    ['>Meridian Studio</a>', `>${SITE_NAME_TOKEN}</a>`],
    ['&copy; 2025 Meridian Studio Ltd.', `&copy; ${YEAR_TOKEN} ${SITE_NAME_TOKEN}.`],
  ],
  'footers-2': [
    ['>Northgate Partners</a>', `>${SITE_NAME_TOKEN}</a>`],
    ['&copy; 2025 Northgate Partners LLP.', `&copy; ${YEAR_TOKEN} ${SITE_NAME_TOKEN}.`],
  ],
  'footers-3': [['&copy; 2025 Meridian Studio.', `&copy; ${YEAR_TOKEN} ${SITE_NAME_TOKEN}.`]],
  'contact-3': [['Northgate Partners<br>', `${SITE_NAME_TOKEN}<br>`]],
  'text-2': [['<p>Northgate began as', `<p>${SITE_NAME_TOKEN} began as`]],
  'blog-2': [['>Northgate opens a second office', `>${SITE_NAME_TOKEN} opens a second office`]],
};
