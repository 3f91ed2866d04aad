import type { SiteTemplate } from '../types.js';
export const SITE_TEMPLATES_CONTENT: readonly SiteTemplate[] = [];
