import { BILLING_CURRENCY, PLANS, planLines, type Plan, type PlanId } from '@aerie/contract';

/** The plans as the API shows them; prices are computed here and nowhere else (cents of USD). */
export function listPlans(): Plan[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    amount: plan.priceUsd * 100,
    currency: BILLING_CURRENCY,
    interval: 'month' as const,
    limits: { projects: plan.projects, deployments: plan.deployments, git_deployments: plan.gitDeployments },
    ssh_to_servers: plan.ownServers !== 0,
    // The card's lines come from the contract's plan table, the same words the server enforces.
    features: planLines(plan.id).map((line) => line.text),
  }));
}

export function findPlan(id: PlanId): Plan {
  return listPlans().find((plan) => plan.id === id)!;
}
