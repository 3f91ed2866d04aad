import type { SiteTemplateId } from '@aerie/contract';

import { getBlock } from '../catalogue/index.js';
import { markSiteSymbol } from '../site-symbol-marker.js';
import { BASE_CSS, themeCss } from '../theme.js';
import type { SiteTemplate, TemplatePage } from '../types.js';
import { SITE_NAME_EDITS } from './site-name.js';

/** One section of a template page: the block it is styled by, and its HTML (the block's, or the template's own copy). */
export interface TemplateSection {
  blockId: string;
  html: string;
}

export interface TemplatePageSource extends Omit<TemplatePage, 'html'> {
  /** The page's address (`/`, `/about`): its link in the navigation is marked as the current page. */
  path: string;
  sections: TemplateSection[];
}

function requireBlock(blockId: string) {
  const block = getBlock(blockId);
  if (!block) throw new Error(`Template uses unknown block ${blockId}`);
  return block;
}

/**
 * A catalogue block as it stands, with the site's name where the block names its sample company, and the
 * template's own words swapped in. Each edit must match, so a change to a block's copy cannot silently leave a
 * template saying the catalogue's words.
 */
export function fromBlock(blockId: string, edits: readonly (readonly [string, string])[] = []): TemplateSection {
  let html = requireBlock(blockId).html;
  for (const [from, to] of [...(SITE_NAME_EDITS[blockId] ?? []), ...edits]) {
    if (!html.includes(from)) throw new Error(`${blockId}: the text "${from}" is not in the block`);
    html = html.split(from).join(to);
  }
  return { blockId, html };
}

/** A section written for the template, styled by a catalogue block's classes. */
export function customSection(blockId: string, html: string): TemplateSection {
  requireBlock(blockId);
  return { blockId, html: html.trim() };
}

/** Marks the main navigation's menu link to `path` (not the brand or the button) as the current page. */
function markCurrentPage(html: string, path: string): string {
  return html.replace(/<nav\b[^>]*aria-label="Main"[\s\S]*?<\/nav>/g, (nav) =>
    nav
      .replace(/ aria-current="page"/g, '')
      .replace(`<li><a href="${path}">`, `<li><a href="${path}" aria-current="page">`),
  );
}

/**
 * The page body: the navigation first, the footer last, and everything between inside `<main>`, so
 * screen-reader users can jump straight to the content. Sections added in the editor drop into it too. The
 * navigation and the footer carry the site-symbol marker.
 */
function pageBody(sections: readonly TemplateSection[]): string {
  const isNavigation = (section: TemplateSection) => section.blockId.startsWith('navigations-');
  const isFooter = (section: TemplateSection) => section.blockId.startsWith('footers-');
  const start = sections.findIndex((section) => !isNavigation(section));
  const end = sections.length - [...sections].reverse().findIndex((section) => !isFooter(section));
  const html = (part: readonly TemplateSection[]) => part.map((section) => section.html).join('\n');
  // The navigation and the footer are the same on every page: the editor links them as symbols (site-symbols.ts).
  const marked = (part: readonly TemplateSection[], role: 'header' | 'footer') =>
    part.map((section) => markSiteSymbol(section.html, role)).join('\n');
  return [
    marked(sections.slice(0, start), 'header'),
    `<main id="main">\n${html(sections.slice(start, end))}\n</main>`,
    marked(sections.slice(end), 'footer'),
  ].join('\n');
}

function relink(html: string, links: Readonly<Record<string, string>>): string {
  return html.replace(/href="(#[\w-]+)"/g, (attribute, anchor: string) => {
    const target = links[anchor];
    return target ? `href="${target}"` : attribute;
  });
}

/**
 * A whole template: its pages' HTML, and its CSS = the theme's `:root` rule, the base rules, then the CSS of
 * every block the pages use, each once, in the order they first appear.
 */
export function buildTemplate(
  id: SiteTemplateId,
  pages: readonly TemplatePageSource[],
  /** In-page links of the catalogue (`#contact`) and the template page they should open instead (`/contact`). */
  links: Readonly<Record<string, string>> = {},
): SiteTemplate {
  const blockIds = [...new Set(pages.flatMap((page) => page.sections.map((section) => section.blockId)))];
  const css = [themeCss(), BASE_CSS, ...blockIds.map((blockId) => requireBlock(blockId).css)].join('\n');
  return {
    id,
    css,
    pages: pages.map(({ path, sections, ...meta }) => ({
      ...meta,
      html: markCurrentPage(relink(pageBody(sections), links), path),
    })),
  };
}
