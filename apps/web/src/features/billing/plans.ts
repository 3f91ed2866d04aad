import { PLANS, type PlanId, type WorkspaceRole } from '@aerie/contract';

const RANK: Record<PlanId, number> = Object.fromEntries(PLANS.map((plan, index) => [plan.id, index])) as Record<
  PlanId,
  number
>;

/** Plans only go up from the billing page: a lower plan is reached by letting the subscription lapse. */
export function isUpgrade(current: PlanId, target: PlanId): boolean {
  return RANK[target] > RANK[current];
}

/** Only the owner pays for the workspace; the server refuses anyone else too. */
export function canChangePlan(role: WorkspaceRole | undefined): boolean {
  return role === 'owner';
}

export function planName(id: PlanId): string {
  return PLANS.find((plan) => plan.id === id)?.name ?? id;
}
