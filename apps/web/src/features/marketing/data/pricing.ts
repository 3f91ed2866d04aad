import { MARKETING, PLANS, planLines, type PlanId, type PlanLine } from '@aerie/contract';

/**
 * Whole dollars as "$10"; zero is "Free". The public pages' list prices are whole US dollars, and these
 * pages keep this one line rather than lib/money's formatter to stay inside their JavaScript budget
 * (bench/bundle-size.mjs); public-prices.test.ts holds both to lib/money's `formatPrice`.
 */
export function formatUsd(amount: number): string {
  return amount === 0 ? 'Free' : `$${amount.toLocaleString('en-US')}`;
}

export const expertMonthlyUsd = (developers: number, daysPerWeek: number) =>
  developers * daysPerWeek * MARKETING.expertUsdPerDeveloperDay;

export type PricingTab = 'website' | 'ecommerce' | 'hosting';

const descriptions: Record<PricingTab, Record<PlanId, string>> = {
  website: {
    air: 'Try the builder and publish your first site on an Aerie subdomain.',
    earth: 'For freelancers and small businesses with a few projects.',
    moon: 'For agencies running many client projects.',
  },
  ecommerce: {
    air: 'Open a store, list your first products and take card payments.',
    earth: 'For growing shops with a few projects behind them.',
    moon: 'For brands with many projects and a team behind them.',
  },
  hosting: {
    air: 'Deploy a side project to an Aerie pilot and see how it runs.',
    earth: 'Connect your own servers and deploy on every push.',
    moon: 'Your own servers and deploys on push, without limits.',
  },
};

/**
 * What each product gives on every plan (the marketing figures (docs/product.md § Business constants)). They are the
 * same on every tier on purpose: what differs between plans is only what the plan table says, which the server
 * enforces.
 */
const everyPlan: Record<PricingTab, string[]> = {
  website: ['Drag-and-drop builder', 'Free templates', 'A free Aerie subdomain'],
  ecommerce: [`${MARKETING.ecommerceFeePercent}% transaction fee`, 'Card payments'],
  hosting: [`Aerie pilots on every plan, ${MARKETING.hostingUptimePercent}% uptime`],
};

export interface PlanCardData {
  id: PlanId;
  name: string;
  priceUsd: number;
  description: string;
  /** The plan table's lines (contract `planLines`), then what the product gives on every plan. */
  details: Pick<PlanLine, 'text' | 'included'>[];
  isFeatured: boolean;
}

export function plansFor(tab: PricingTab): PlanCardData[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    priceUsd: plan.priceUsd,
    description: descriptions[tab][plan.id],
    details: [...planLines(plan.id), ...everyPlan[tab].map((text) => ({ text, included: true }))],
    isFeatured: plan.id === 'earth',
  }));
}
