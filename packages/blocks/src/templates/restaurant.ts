import { buildTemplate, customSection } from './compose.js';
export const restaurantTemplate = buildTemplate('restaurant', []);
