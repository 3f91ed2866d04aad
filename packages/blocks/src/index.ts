export * from './types.js';
export * from './theme.js';
export * from './fonts.js';
export { libraryFontsInCss, pageFontPreloads, type FontPreload } from './fonts-used.js';
export * from './assets.js';
export { BLOCK_CATEGORY_LABELS, BLOCKS, blocksByCategory, getBlock } from './catalogue/index.js';
export { SITE_TEMPLATES_CONTENT, getTemplate } from './templates/index.js';
export { pageSlug, pageSlugs, sanitizePageHtml, sanitizeSiteCss } from './sanitize.js';
export { templateProjectData } from './template-project-data.js';
