import { PLANS, type PlanId, type WorkspaceRole } from '@aerie/contract';

const RANK: Record<PlanId, number> = Object.fromEntries(PLANS.map((plan, index) => [plan.id, index])) as Record<
  PlanId,
  number
>;

/** A higher plan is paid now; a lower one is scheduled for the end of the paid period (issue 25). */
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
