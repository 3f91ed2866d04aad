import { PLANS, type BillingCurrency, type PlanId, type PlanPeriod } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { workspaceSubscriptions } from '../../db/schema/index.js';

export const planRank = (plan: PlanId) => PLANS.findIndex((candidate) => candidate.id === plan);

/** One calendar month on from `from` (Date's own month arithmetic), the length of every plan period. */
export function oneMonthFrom(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function oneMonthBefore(from: Date): Date {
  const previous = new Date(from);
  previous.setUTCMonth(previous.getUTCMonth() - 1);
  return previous;
}

export type PeriodRow = typeof workspaceSubscriptions.$inferSelect;

/** The workspace's paid period row, if it ever paid for a plan. */
export async function findPeriod(db: Queryable, workspaceId: number): Promise<PeriodRow | null> {
  const [row] = await db
    .select()
    .from(workspaceSubscriptions)
    .where(eq(workspaceSubscriptions.workspaceId, workspaceId));
  return row ?? null;
}

/** The wire shape: a period that ended (or an Air row) shows no renewal date. */
export function toPlanPeriod(plan: PlanId, period: PeriodRow | null, currency: BillingCurrency): PlanPeriod {
  const running = period && plan !== 'air';
  return {
    plan,
    renews_at: running ? period.renewsAt.toISOString() : null,
    scheduled_plan: running ? period.scheduledPlan : null,
    billing_currency: currency,
  };
}
