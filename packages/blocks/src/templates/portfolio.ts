import { buildTemplate, customSection } from './compose.js';
export const portfolioTemplate = buildTemplate('portfolio', []);
