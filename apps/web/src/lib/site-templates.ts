import agencyPreview from '@aerie/blocks/assets/previews/agency.jpg';
import blankPreview from '@aerie/blocks/assets/previews/blank.jpg';
import corporatePreview from '@aerie/blocks/assets/previews/corporate.jpg';
import eventPreview from '@aerie/blocks/assets/previews/event.jpg';
import landingPreview from '@aerie/blocks/assets/previews/landing.jpg';
import personalPreview from '@aerie/blocks/assets/previews/personal.jpg';
import portfolioPreview from '@aerie/blocks/assets/previews/portfolio.jpg';
import restaurantPreview from '@aerie/blocks/assets/previews/restaurant.jpg';
import shopPreview from '@aerie/blocks/assets/previews/shop.jpg';
import { SITE_TEMPLATES, type SiteTemplateId } from '@aerie/contract';

import { env } from '@/config/env';

/** What a gallery card shows beyond the contract's name and price (docs/product.md § Starter templates: name, price, image). */
const CARD_DETAILS: Record<SiteTemplateId, { image: string; summary: string }> = {
  blank: { image: blankPreview, summary: 'An empty page to build on from scratch, section by section.' },
  personal: { image: personalPreview, summary: 'For a portfolio, a CV or a personal brand.' },
  agency: { image: agencyPreview, summary: 'For studios and agencies presenting their services and work.' },
  corporate: { image: corporatePreview, summary: 'For companies presenting their services, team and contacts.' },
  shop: { image: shopPreview, summary: 'For an independent shop: products, delivery and opening hours.' },
  restaurant: { image: restaurantPreview, summary: 'For a restaurant or café: menu, story and table bookings.' },
  event: { image: eventPreview, summary: 'For a conference, festival or meet-up: programme, speakers, tickets.' },
  portfolio: {
    image: portfolioPreview,
    summary: 'For photographers and designers showing projects and taking commissions.',
  },
  landing: { image: landingPreview, summary: 'For launching a product or app: features, pricing and questions.' },
};

export type GalleryTemplate = (typeof SITE_TEMPLATES)[number] & { image: string; summary: string };

export interface GallerySection {
  /**
   * The spec's heading (docs/product.md § Starter templates): 'select template' or 'agency templates', and
   * 'business templates' for the starters added in issue 29 (docs/spec-deviations.md).
   */
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
