import { MARKETING, PLANS } from '@aerie/contract';

/** Whole dollars as "$10"; zero is "Free". */
export function formatUsd(amount: number): string {
  return amount === 0 ? 'Free' : `$${amount.toLocaleString('en-US')}`;
}

export const expertMonthlyUsd = (developers: number, daysPerWeek: number) =>
  developers * daysPerWeek * MARKETING.expertUsdPerDeveloperDay;

export type PricingTab = 'website' | 'ecommerce' | 'hosting';

type Plan = (typeof PLANS)[number];

/** Limits every plan shares, worded from the spec's plan constants (000 §9). */
function planLimits(plan: Plan): string[] {
  if (plan.projects === null) return ['Unlimited projects', 'Unlimited deployments'];
  const projects = plan.projects === 1 ? '1 project' : `Up to ${plan.projects} projects`;
  const deployments = plan.gitDeployments
    ? `${plan.gitDeployments} git deployments`
    : `Max ${plan.deployments} deployments`;
  return [projects, deployments];
}

const descriptions: Record<PricingTab, Record<Plan['id'], string>> = {
  website: {
    air: 'Try the builder and publish your first site on an Aerie subdomain.',
    earth: 'For freelancers and small businesses with a few live websites.',
    moon: 'For agencies running many client sites with custom domains.',
  },
  ecommerce: {
    air: 'Open a store, list your first products and take card payments.',
    earth: 'For growing shops that sell across several storefronts.',
    moon: 'For brands with large catalogues and a team behind them.',
  },
  hosting: {
    air: 'Deploy a side project to a shared pilot and see how it runs.',
    earth: 'Connect your git repositories and deploy on every push.',
    moon: 'Dedicated pilots and your own servers, without limits.',
  },
};

const extras: Record<PricingTab, Record<Plan['id'], string[]>> = {
  website: {
    air: ['Drag-and-drop builder', 'Free templates', 'Aerie subdomain'],
    earth: ['Everything in Air', 'Custom domains', 'Collaborators on every project'],
    moon: ['Everything in Earth', 'Unlimited websites', 'Priority support'],
  },
  ecommerce: {
    air: [`${MARKETING.ecommerceFeePercent}% transaction fee`, 'Card payments', 'One storefront'],
    earth: ['Everything in Air', 'Storefronts on your own domain', 'Seller accounts for your team'],
    moon: ['Everything in Earth', 'Unlimited stores', 'Priority support'],
  },
  hosting: {
    air: [`${MARKETING.hostingSpaceGb}GB hosting space`, `${MARKETING.hostingUptimePercent}% uptime`, 'Shared pilot'],
    earth: ['Everything in Air', `Over ${MARKETING.hostingDataCenters} data centers`, 'Connect your own servers'],
    moon: ['Everything in Earth', 'Dedicated pilots', 'Priority support'],
  },
};

export interface PlanCardData {
  id: Plan['id'];
  name: string;
  priceUsd: number;
  description: string;
  details: string[];
  isFeatured: boolean;
}

export function plansFor(tab: PricingTab): PlanCardData[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    priceUsd: plan.priceUsd,
    description: descriptions[tab][plan.id],
    details: [...planLimits(plan), ...extras[tab][plan.id]],
    isFeatured: plan.id === 'earth',
  }));
}
