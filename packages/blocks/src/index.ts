export * from './types.js';
export { pageSlug, pageSlugs, sanitizePageHtml, sanitizeSiteCss } from './sanitize.js';
