import { buildTemplate, customSection } from './compose.js';
export const eventTemplate = buildTemplate('event', []);
