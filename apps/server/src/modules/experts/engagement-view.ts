import type { ExpertHire, TrialEntry } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { expertHires, projects, type ExpertHireRow } from '../../db/schema/index.js';

export function toExpertHire(row: ExpertHireRow, project: { id: number; name: string } | null): ExpertHire {
  return {
    id: row.id,
    business_id: row.workspaceId,
    quantity: row.quantity,
    days_per_week: row.daysPerWeek,
    amount_per_month: row.amountPerMonth,
    currency: row.currency,
    status: row.status,
    trial_ends_at: row.trialEndsAt.toISOString(),
    period_ends_at: row.periodEndsAt.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    ended_at: row.endedAt?.toISOString() ?? null,
    card_last4: row.cardLast4,
    brief: { need: row.briefNeed, due_on: row.briefDueOn, project },
    created_at: row.createdAt.toISOString(),
  };
}

/** The workspace's engagement with its brief's project, or null when it never hired. */
export async function findEngagement(db: Queryable, workspaceId: number): Promise<ExpertHire | null> {
  const [found] = await db
    .select({ hire: expertHires, project: { id: projects.id, name: projects.name } })
    .from(expertHires)
    .leftJoin(projects, eq(projects.id, expertHires.briefProjectId))
    .where(eq(expertHires.workspaceId, workspaceId));
  return found ? toExpertHire(found.hire, found.project) : null;
}

export const describeHire = (hire: Pick<ExpertHireRow, 'quantity' | 'daysPerWeek'>) =>
  `Hire an expert: ${hire.quantity === 1 ? '1 developer' : `${hire.quantity} developers`}, ${hire.daysPerWeek} days a week`;

/**
 * The billing history's trial entry: an engagement on its free trial, not cancelled, is a charge to come
 * (issue 25: a trial shows its end and the amount, never as a payment).
 */
export async function listTrialEntries(db: Queryable, workspaceId: number): Promise<TrialEntry[]> {
  const rows = await db
    .select()
    .from(expertHires)
    .where(and(eq(expertHires.workspaceId, workspaceId), eq(expertHires.status, 'trialing')));
  return rows.map((row) => ({
    type: 'expert' as const,
    description: describeHire(row),
    amount: row.amountPerMonth,
    currency: row.currency,
    trial_ends_at: row.trialEndsAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
}
