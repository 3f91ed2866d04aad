import type { PLANS } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Transaction as DbTransaction } from '../../db/client.js';
import { websites, workspaces, workspaceSubscriptions, type TransactionRow } from '../../db/schema/index.js';
import { grantPilot } from '../hosting/grant-pilot.js';
import { lockWorkspacePlan } from '../workspaces/lock-membership.js';
import { oneMonthFrom, planRank } from './plan-period.js';

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
 * it to 'success', so it runs exactly once per payment. Returns whether the plan changed (never, for a
 * site plan or a pilot).
 */
export async function grantPurchase(tx: DbTransaction, row: TransactionRow, now: Date = new Date()): Promise<boolean> {
  if (row.type === 'website') return grantSitePlan(tx, row, now);
  if (row.type === 'pilot') return grantPilot(tx, row, now);
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

/**
 * A paid site plan: the site gets the plan for a month from now, or a month more if its paid period is
 * still running (a renewal paid early is not lost). The row lock makes two payments settling at once
 * extend one after the other. A site deleted since keeps nothing (the payment stays in the history).
 */
async function grantSitePlan(tx: DbTransaction, row: TransactionRow, now: Date): Promise<boolean> {
  if (!row.websiteId || !row.sitePlanId) return false;
  const [website] = await tx
    .select({ planPaidUntil: websites.planPaidUntil })
    .from(websites)
    .where(eq(websites.id, row.websiteId))
    .for('update');
  if (!website) return false;
  const paidUntil = website.planPaidUntil && website.planPaidUntil > now ? website.planPaidUntil : now;
  await tx
    .update(websites)
    // Buying again undoes a cancellation and brings back a custom domain the plan's end had suspended.
    .set({
      plan: row.sitePlanId,
      planPaidUntil: oneMonthFrom(paidUntil),
      planCancelAtPeriodEnd: false,
      planRenewalRemindedAt: null,
      customDomainSuspendedAt: null,
      updatedAt: now,
    })
    .where(eq(websites.id, row.websiteId));
  return true;
}
