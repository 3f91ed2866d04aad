export * from './types.js';
export * from './theme.js';
export * from './fonts.js';
export { libraryFontsInCss, pageFontPreloads, siteFontRules, type FontPreload, type FontRule } from './fonts-used.js';
export * from './assets.js';
export { BLOCK_CATEGORY_LABELS, BLOCKS, blocksByCategory, getBlock } from './catalogue/index.js';
export { SAMPLE_SITE_NAMES, SITE_TEMPLATES_CONTENT, getTemplate } from './templates/index.js';
export { siteReferences, type SiteReferences } from './editor-leftovers.js';
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
export {
  DEFAULT_FORM_NAME,
  FIELD_NAME,
  FORM_ATTRIBUTES,
  FORM_PATH_PREFIX,
  FormKeys,
  HONEYPOT_CSS,
  HONEYPOT_FIELD,
  isSitePath,
} from './forms/site-form.js';
export {
  FORM_FIELD_TYPES,
  parseForms,
  type FormField,
  type FormFieldType,
  type SiteForm,
} from './forms/parse-forms.js';
