/**
 * The marker of a site symbol's sections (site-symbols.ts): starters put it on their navigation and footer so the
 * editor can link them, and it stays on the symbol's components to say which symbol is the header. The publish
 * sanitiser drops it; GrapesJS's own symbol bookkeeping lives in the project data, never in the HTML.
 */
export const SITE_SYMBOL_ATTRIBUTE = 'data-site-symbol';

export const SITE_SYMBOL_ROLES = ['header', 'footer'] as const;
export type SiteSymbolRole = (typeof SITE_SYMBOL_ROLES)[number];

/** Adds the marker to the root tag of a section's HTML (`<nav class="nav1"` → `<nav data-site-symbol="header" …`). */
export function markSiteSymbol(html: string, role: SiteSymbolRole): string {
  return html.replace(/^(\s*<[a-z][\w-]*)/i, `$1 ${SITE_SYMBOL_ATTRIBUTE}="${role}"`);
}
