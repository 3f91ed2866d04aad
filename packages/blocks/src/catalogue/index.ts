import { BLOCK_CATEGORIES } from '@aerie/contract';

import type { Block, BlockCategory } from '../types.js';
import { actions } from './actions.js';
import { alerts } from './alerts.js';
import { benefits } from './benefits.js';
import { blog } from './blog.js';
import { charts } from './charts.js';
import { clients } from './clients.js';
import { contact } from './contact.js';
import { cookies } from './cookies.js';
import { descriptions } from './descriptions.js';
import { footers } from './footers.js';
import { galleries } from './galleries.js';
import { headers } from './headers.js';
import { inner } from './inner.js';
import { media } from './media.js';
import { navigations } from './navigations.js';
import { panels } from './panels.js';
import { popups } from './popups.js';
import { prices } from './prices.js';
import { separators } from './separators.js';
import { subscription } from './subscription.js';
import { team } from './team.js';
import { testimonials } from './testimonials.js';
import { text } from './text.js';

const byCategory: Record<BlockCategory, Block[]> = {
  navigations,
  headers,
  clients,
  prices,
  contact,
  testimonials,
  inner,
  footers,
  panels,
  charts,
  descriptions,
  blog,
  subscription,
  alerts,
  separators,
  team,
  popups,
  actions,
  benefits,
  text,
  galleries,
  cookies,
  media,
};

/** What the section picker calls each category. */
export const BLOCK_CATEGORY_LABELS: Record<BlockCategory, string> = {
  navigations: 'Navigation',
  headers: 'Headers',
  clients: 'Clients',
  prices: 'Pricing',
  contact: 'Contact',
  testimonials: 'Testimonials',
  inner: 'Page titles',
  footers: 'Footers',
  panels: 'Panels',
  charts: 'Charts',
  descriptions: 'Descriptions',
  blog: 'Blog',
  subscription: 'Subscription',
  alerts: 'Alerts',
  separators: 'Separators',
  team: 'Team',
  popups: 'Pop-ups',
  actions: 'Calls to action',
  benefits: 'Benefits',
  text: 'Text',
  galleries: 'Galleries',
  cookies: 'Cookie notices',
  media: 'Media',
};

/** Every block of the catalogue, in the contract's category order. */
export const BLOCKS: readonly Block[] = BLOCK_CATEGORIES.flatMap((category) => byCategory[category]);

const blocksById = new Map(BLOCKS.map((block) => [block.id, block]));

/** The catalogue grouped for the section picker, categories in the contract's order. */
export function blocksByCategory(): { category: BlockCategory; blocks: Block[] }[] {
  return BLOCK_CATEGORIES.map((category) => ({ category, blocks: byCategory[category] }));
}

export function getBlock(id: string): Block | undefined {
  return blocksById.get(id);
}
