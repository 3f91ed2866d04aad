import { WEBSITE_PLANS } from '../constants.js';
import { DEFAULT_BILLING_CURRENCY, PRICE_BOOK, wholePriceText, type BillingCurrency } from './price-book.js';

/**
 * What each workspace plan gives (docs/product.md § Plans), in one table. The pricing page, the billing cards, the
 * upgrade prompts and the server's limits all read it, so they cannot disagree (issue 25). A limit of
 * `null` is unlimited and `0` is "not included".
 *
 * The limits, each enforced where the thing is made (apps/server/src/modules/billing/plan-limits.ts):
 * - `projects`: projects in the workspace;
 * - `deployments`: deployments in the workspace;
 * - `gitDeployments`: deployments that deploy on every push (the spec's "git deployments");
 * - `ownServers`: servers connected over SSH (the spec's "SSH to third-party servers", Earth and up).
 *   Pilots, the servers Aerie provisions and bills on their own, are not counted: every plan may buy one.
 *
 * `gitStorageGb` is the workspace's total on Aerie Git (issue 24; the spec names no figure), enforced by the
 * git host on push. Support is a promise, not a limit.
 */
export const PLANS = [
  {
    id: 'air',
    name: 'Air',
    priceUsd: 0,
    projects: 1,
    deployments: 3,
    gitDeployments: 0,
    ownServers: 0,
    gitStorageGb: 1,
    support: 'Community support',
  },
  {
    id: 'earth',
    name: 'Earth',
    priceUsd: 10,
    projects: 3,
    deployments: 3,
    gitDeployments: 3,
    ownServers: null,
    gitStorageGb: 10,
    support: 'Email support',
  },
  {
    id: 'moon',
    name: 'Moon',
    priceUsd: 50,
    projects: null,
    deployments: null,
    gitDeployments: null,
    ownServers: null,
    gitStorageGb: 50,
    support: 'Email and phone support',
  },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export type PlanEntry = (typeof PLANS)[number];

/** The limited resources, in the order the cards list them. A new key needs a server action and a test. */
export const PLAN_LIMIT_KEYS = ['projects', 'deployments', 'gitDeployments', 'ownServers'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];

/** Each plan's Aerie Git storage quota in bytes (1 GB = 1024³ bytes, as `du` and git count). */
export const GIT_STORAGE_QUOTA_BYTES = Object.fromEntries(
  PLANS.map((plan) => [plan.id, plan.gitStorageGb * 1024 ** 3]),
) as Record<PlanId, number>;

export function planEntry(id: PlanId): PlanEntry {
  return PLANS.find((plan) => plan.id === id)!;
}

/** One line of a plan card: `included` false is drawn as not included (never with a check mark). */
export interface PlanLine {
  key: PlanLimitKey | 'customDomains' | 'support';
  text: string;
  included: boolean;
}

/** The plural noun of a limit, as meters and refusals say it. */
const NOUNS: Record<PlanLimitKey, [singular: string, plural: string]> = {
  projects: ['project', 'projects'],
  deployments: ['deployment', 'deployments'],
  gitDeployments: ['deployment on push', 'deployments on push'],
  ownServers: ['own server', 'own servers'],
};

const LIMIT_LINES: Record<PlanLimitKey, (limit: number | null) => string> = {
  projects: (limit) => (limit === null ? 'Unlimited projects' : limit === 1 ? '1 project' : `Up to ${limit} projects`),
  deployments: (limit) => (limit === null ? 'Unlimited deployments' : `Up to ${limit} deployments`),
  gitDeployments: (limit) =>
    limit === 0
      ? 'No deploy on push'
      : `Deploy on every push (${limit === null ? 'unlimited' : `${limit} deployments`})`,
  ownServers: (limit) =>
    limit === 0
      ? 'No own servers over SSH'
      : limit === null
        ? 'Connect your own servers over SSH'
        : `Connect up to ${limit} of your own servers over SSH`,
};

/** A site's custom domain is bought per site, on every workspace plan (the $5 site plan, WEBSITE_PLANS). */
export const CUSTOM_DOMAIN_PRICE_USD = WEBSITE_PLANS.find((plan) => plan.id === 'site-basic')!.priceUsd;
/** The custom domain line in a workspace's billing currency (issue 25); the public pages' is in dollars. */
export const customDomainLine = (currency: BillingCurrency): string =>
  `Custom domains with a ${wholePriceText(PRICE_BOOK.sitePlans['site-basic'][currency], currency)}/mo site plan`;
export const CUSTOM_DOMAIN_LINE = customDomainLine(DEFAULT_BILLING_CURRENCY);

export function limitLine(key: PlanLimitKey, limit: number | null): PlanLine {
  return { key, text: LIMIT_LINES[key](limit), included: limit !== 0 };
}

/** A plan card's lines, each worded as what the server enforces, prices in `currency`. */
export function planLines(id: PlanId, currency: BillingCurrency = DEFAULT_BILLING_CURRENCY): PlanLine[] {
  const plan = planEntry(id);
  return [
    ...PLAN_LIMIT_KEYS.map((key) => limitLine(key, plan[key])),
    { key: 'customDomains', text: customDomainLine(currency), included: true },
    { key: 'support', text: plan.support, included: true },
  ];
}

/** The cheapest plan above `id` that gives more of `key`, or null on the top plan. */
export function planWithMore(id: PlanId, key: PlanLimitKey): PlanEntry | null {
  const current = planEntry(id)[key];
  if (current === null) return null;
  const above = PLANS.slice(PLANS.findIndex((plan) => plan.id === id) + 1);
  return above.find((plan) => plan[key] === null || plan[key] > current) ?? null;
}

const NOT_INCLUDED: Record<PlanLimitKey, [what: string, verb: string]> = {
  projects: ['projects', 'create one'],
  deployments: ['deployments', 'create one'],
  gitDeployments: ['deploying on push', 'turn it on'],
  ownServers: ['connecting your own servers over SSH', 'connect one'],
};

/**
 * What the server says when `key` is full on plan `id`, and what an upgrade prompt shows: "Your Air plan
 * does not include connecting your own servers over SSH. Upgrade to Earth to connect one."
 */
export function planRefusal(id: PlanId, key: PlanLimitKey): string {
  const plan = planEntry(id);
  const limit = plan[key];
  const next = planWithMore(id, key);
  if (limit === 0) {
    const [what, verb] = NOT_INCLUDED[key];
    return `Your ${plan.name} plan does not include ${what}.${next ? ` Upgrade to ${next.name} to ${verb}.` : ''}`;
  }
  const [singular, plural] = NOUNS[key];
  const allowed = limit === 1 ? `1 ${singular}` : `up to ${limit} ${plural}`;
  return `Your ${plan.name} plan allows ${allowed}.${next ? ` Upgrade to ${next.name} for more.` : ''}`;
}

/** A usage meter's words: "1 of 1 projects", "0 of 0 deployments on push", "4 projects (unlimited)". */
export function meterLabel(key: PlanLimitKey, used: number, limit: number | null): string {
  const plural = NOUNS[key][1];
  return limit === null
    ? `${used} ${used === 1 ? NOUNS[key][0] : plural} (unlimited)`
    : `${used} of ${limit} ${plural}`;
}
