import type { PLANS } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Transaction as DbTransaction } from '../../db/client.js';
import { workspaces, workspaceSubscriptions, type TransactionRow } from '../../db/schema/index.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { oneMonthFrom, planRank } from './plan-period.js';
import { findPurchasable } from './purchasables.js';

type PlanId = (typeof PLANS)[number]['id'];
const rank = planRank;

/**
 * Until when a plan payment settled now pays: a prorated upgrade keeps the renewal date it was priced to
 * (it paid only the days up to it); a renewal of the same plan while its period runs adds a month to that
 * period (paid early, not lost); anything else starts a month from now.
 */
export function planPaidUntil(
  row: TransactionRow,
  current: { plan: PlanId; renewsAt: Date } | undefined,
  now: Date,
): Date {
  if (row.proratedUntil) return row.proratedUntil;
  if (current && current.plan === row.planId && current.renewsAt > now) return oneMonthFrom(current.renewsAt);
  return oneMonthFrom(now);
}

/**
 * Whether a plan payment settled now should change the workspace's plan. Payments can settle late (a
 * checkout left open, a webhook retried, the re-check job): an Earth payment started before a Moon one
 * but settled after it must not take the workspace down to Earth while the Moon period it paid for runs.
 * Pure, so the rule is read in one place.
 */
export function shouldApplyPlan(
  paid: PlanId,
  current: { plan: PlanId; renewsAt: Date } | undefined,
  now: Date,
): boolean {
  if (!current || current.renewsAt.getTime() <= now.getTime()) return true;
  return rank(paid) >= rank(current.plan);
}

/**
 * Gives what a just-paid transaction bought. Runs inside the transaction whose conditional update moved
 * it to 'success', so it runs exactly once per payment: a workspace plan here, anything else by the
 * purchasable of its type (purchasables.ts). Returns whether the plan changed (never, for a site plan or a pilot).
 */
export async function grantPurchase(tx: DbTransaction, row: TransactionRow, now: Date = new Date()): Promise<boolean> {
  if (row.type === 'website' || row.type === 'pilot') return findPurchasable(row.type).grant(tx, row, now);
  // An expert engagement's charge gives nothing here: the engagement reads its own payments.
  if (row.type !== 'subscription' || !row.planId) return false;
  const plan = row.planId;
  // The workspace's plan lock (the one plan-limited creates take): two payments of one workspace settling
  // at once decide one after the other, each reading the period the other left.
  await lockWorkspacePlan(tx, row.workspaceId);
  const [current] = await tx
    .select({ plan: workspaceSubscriptions.plan, renewsAt: workspaceSubscriptions.renewsAt })
    .from(workspaceSubscriptions)
    .where(eq(workspaceSubscriptions.workspaceId, row.workspaceId));
  // A late payment for a lower plan is kept as paid (it shows in the history) but changes nothing.
  if (!shouldApplyPlan(plan, current, now)) return false;
  await tx.update(workspaces).set({ plan, updatedAt: now }).where(eq(workspaces.id, row.workspaceId));
  const renewsAt = planPaidUntil(row, current, now);
  // A plan paid for replaces a downgrade or cancellation scheduled before it (issue 25), and the new
  // period gets its own renewal reminder (plan-renewals.ts).
  await tx
    .insert(workspaceSubscriptions)
    .values({ workspaceId: row.workspaceId, plan, renewsAt, transactionId: row.id })
    .onConflictDoUpdate({
      target: workspaceSubscriptions.workspaceId,
      set: { plan, renewsAt, scheduledPlan: null, renewalRemindedAt: null, transactionId: row.id, updatedAt: now },
    });
  return true;
}
