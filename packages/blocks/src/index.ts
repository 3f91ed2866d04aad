export * from './types.js';
export { pageSlug, pageSlugs, sanitizePageHtml, sanitizeSiteCss } from './sanitize.js';
export { templateProjectData } from './template-project-data.js';
