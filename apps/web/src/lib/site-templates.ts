import agencyPreview from '@aerie/blocks/assets/previews/agency.jpg';
import blankPreview from '@aerie/blocks/assets/previews/blank.jpg';
import corporatePreview from '@aerie/blocks/assets/previews/corporate.jpg';
import personalPreview from '@aerie/blocks/assets/previews/personal.jpg';
import { SITE_TEMPLATES, type SiteTemplateId } from '@aerie/contract';

import { env } from '@/config/env';

/** What a gallery card shows beyond the contract's name and price (docs/product.md § Starter templates: name, price, image). */
const CARD_DETAILS: Record<SiteTemplateId, { image: string; summary: string }> = {
  blank: { image: blankPreview, summary: 'An empty page to build on from scratch, section by section.' },
  personal: { image: personalPreview, summary: 'For a portfolio, a CV or a personal brand.' },
  agency: { image: agencyPreview, summary: 'For studios and agencies presenting their services and work.' },
  corporate: { image: corporatePreview, summary: 'For companies presenting their services, team and contacts.' },
};

export type GalleryTemplate = (typeof SITE_TEMPLATES)[number] & { image: string; summary: string };

export interface GallerySection {
  /** The spec's heading (docs/product.md § Starter templates): 'select template' or 'agency templates'. */
  title: string;
  /** The heading as shown: the spec's words in sentence case ('Select template'). */
  heading: string;
  templates: GalleryTemplate[];
}

/** The gallery's sections in the contract's order, each with its templates. */
export function gallerySections(): GallerySection[] {
  const sections: GallerySection[] = [];
  for (const template of SITE_TEMPLATES) {
    const card = { ...template, ...CARD_DETAILS[template.id] };
    const section = sections.find((candidate) => candidate.title === template.section);
    if (section) section.templates.push(card);
    else
      sections.push({
        title: template.section,
        heading: template.section.charAt(0).toUpperCase() + template.section.slice(1),
        templates: [card],
      });
  }
  return sections;
}

/** The rendered template on the builder host, which redirects to it (docs/product.md § Starter templates, Preview). */
export function templatePreviewUrl(templateId: SiteTemplateId): string {
  return `${env.builderApiUrl}/templates/${templateId}/preview`;
}
