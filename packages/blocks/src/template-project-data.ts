import type { ProjectData, SiteTemplateId } from '@aerie/contract';

import { withAssetsBase } from './assets.js';
import { getTemplate } from './templates/index.js';

/**
 * The project data a new site starts from: the template's pages in the form GrapesJS loads in the browser
 * (HTML strings it parses itself). GrapesJS keeps one CSS composer for the whole project and merges every
 * page's `styles` into it, so the whole template CSS travels on the first page only.
 * `assetsBase` is the origin serving the catalogue images (`<assetsBase>/catalogue/<file>`); `siteName` fills the
 * starter's titles, descriptions, brand and footer (the gallery's sample name when omitted, as in a preview).
 */
export function templateProjectData(id: SiteTemplateId, assetsBase: string, siteName?: string): ProjectData {
  const template = getTemplate(id, siteName);
  return {
    pages: template.pages.map((page, index) => ({
      id: `page-${index + 1}`,
      name: page.name,
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      component: withAssetsBase(page.html, assetsBase),
      ...(index === 0 ? { styles: template.css } : {}),
    })),
  };
}
