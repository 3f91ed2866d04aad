import { BILLING_CURRENCY, PLANS, type Plan, type PlanId } from '@aerie/contract';

/** The plan card's lines (001 §9), per plan. */
const FEATURES: Record<PlanId, string[]> = {
  air: ['1 project', 'Max 3 deployments', 'No git deployment', 'Community support'],
  earth: ['Up to 3 projects', '3 git deployments', 'Email support', 'SSH to third-party servers'],
  moon: ['Unlimited projects', 'Unlimited git deployments', 'Email and phone support'],
};

/** The plans as the API shows them; prices are computed here and nowhere else (cents of USD). */
export function listPlans(): Plan[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    amount: plan.priceUsd * 100,
    currency: BILLING_CURRENCY,
    interval: 'month' as const,
    limits: { projects: plan.projects, deployments: plan.deployments, git_deployments: plan.gitDeployments },
    ssh_to_servers: plan.id !== 'air',
    features: FEATURES[plan.id],
  }));
}

export function findPlan(id: PlanId): Plan {
  return listPlans().find((plan) => plan.id === id)!;
}
