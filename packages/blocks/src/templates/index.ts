import { SITE_TEMPLATE_IDS, type SiteTemplateId } from '@aerie/contract';

import type { SiteTemplate } from '../types.js';
import { agencyTemplate } from './agency.js';
import { blankTemplate } from './blank.js';
import { corporateTemplate } from './corporate.js';
import { eventTemplate } from './event.js';
import { landingTemplate } from './landing.js';
import { personalTemplate } from './personal.js';
import { portfolioTemplate } from './portfolio.js';
import { restaurantTemplate } from './restaurant.js';
import { shopTemplate } from './shop.js';
import { fillSiteName } from './site-name.js';

const templates: Record<SiteTemplateId, SiteTemplate> = {
  blank: blankTemplate,
  personal: personalTemplate,
  agency: agencyTemplate,
  corporate: corporateTemplate,
  shop: shopTemplate,
  restaurant: restaurantTemplate,
  event: eventTemplate,
  portfolio: portfolioTemplate,
  landing: landingTemplate,
};

/** The name a starter shows before it is anybody's site: in the gallery's previews and thumbnails only. */
export const SAMPLE_SITE_NAMES: Readonly<Record<SiteTemplateId, string>> = {
  blank: 'Your site',
  personal: 'Hana Sato',
  agency: 'Meridian Studio',
  corporate: 'Northgate Partners',
  shop: 'Fern & Flint',
  restaurant: 'Little Olive',
  event: 'Makers Day',
  portfolio: 'Theo Lindqvist',
  landing: 'Tidyday',
};

/**
 * A starter with the site's name and the year filled in. Without a name it is the gallery's sample, as its
 * preview shows it.
 */
export function getTemplate(
  id: SiteTemplateId,
  siteName: string = SAMPLE_SITE_NAMES[id],
  year: number = new Date().getFullYear(),
): SiteTemplate {
  return fillSiteName(templates[id], siteName, year);
}

/** The starters as the gallery shows them (sample names), in the contract's order (SITE_TEMPLATES holds their names and prices). */
export const SITE_TEMPLATES_CONTENT: readonly SiteTemplate[] = SITE_TEMPLATE_IDS.map((id) => getTemplate(id));
