export * from './types.js';
export * from './theme.js';
export * from './assets.js';
export { BLOCK_CATEGORY_LABELS, BLOCKS, blocksByCategory, getBlock } from './catalogue/index.js';
export { SAMPLE_SITE_NAMES, SITE_TEMPLATES_CONTENT, getTemplate } from './templates/index.js';
export { pageSlug, pageSlugs, sanitizePageHtml, sanitizeSiteCss } from './sanitize.js';
export { templateProjectData } from './template-project-data.js';
export * from './text-styles.js';
export * from './site-symbol-marker.js';
export {
  addSiteSymbols,
  detachFromSymbol,
  linkSiteSymbols,
  siteSymbol,
  siteSymbolRole,
  symbolPageCount,
  shareOnEveryPage,
} from './site-symbols.js';
