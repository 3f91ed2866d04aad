import { buildTemplate, customSection } from './compose.js';
export const shopTemplate = buildTemplate('shop', []);
