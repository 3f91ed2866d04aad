export * from './types.js';
export * from './theme.js';
export * from './assets.js';
export { BLOCKS, blocksByCategory, getBlock } from './catalogue/index.js';
export { SITE_TEMPLATES_CONTENT } from './templates/index.js';
