import { SITE_TEMPLATE_IDS, type SiteTemplateId } from '@aerie/contract';

import type { SiteTemplate } from '../types.js';
import { agencyTemplate } from './agency.js';
import { blankTemplate } from './blank.js';
import { corporateTemplate } from './corporate.js';
import { personalTemplate } from './personal.js';

const templates: Record<SiteTemplateId, SiteTemplate> = {
  blank: blankTemplate,
  personal: personalTemplate,
  agency: agencyTemplate,
  corporate: corporateTemplate,
};

/** The starter templates' content, in the contract's order (SITE_TEMPLATES holds their names and prices). */
export const SITE_TEMPLATES_CONTENT: readonly SiteTemplate[] = SITE_TEMPLATE_IDS.map((id) => templates[id]);

export function getTemplate(id: SiteTemplateId): SiteTemplate {
  return templates[id];
}
