import {
  DEFAULT_BILLING_CURRENCY,
  PLANS,
  planLines,
  planPriceMinor,
  type BillingCurrency,
  type Plan,
  type PlanId,
} from '@aerie/contract';

/**
 * The plans as the API shows them, priced in `currency` from the contract's price book (issue 25: a
 * workspace sees and pays its own currency; the public pages ask in dollars). Computed here and nowhere else.
 */
export function listPlans(currency: BillingCurrency = DEFAULT_BILLING_CURRENCY): Plan[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    amount: planPriceMinor(plan.id, currency),
    currency,
    interval: 'month' as const,
    limits: { projects: plan.projects, deployments: plan.deployments, git_deployments: plan.gitDeployments },
    ssh_to_servers: plan.ownServers !== 0,
    // The card's lines come from the contract's plan table, the same words the server enforces.
    features: planLines(plan.id, currency).map((line) => line.text),
  }));
}

export function findPlan(id: PlanId, currency: BillingCurrency = DEFAULT_BILLING_CURRENCY): Plan {
  return listPlans(currency).find((plan) => plan.id === id)!;
}
