import { buildTemplate, customSection } from './compose.js';
export const landingTemplate = buildTemplate('landing', []);
