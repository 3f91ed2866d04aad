import type { ExpertHire } from '@aerie/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { expertHires } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { findEngagement } from './engagement-view.js';

export const ENGAGEMENT_ENDED = 'This engagement has ended.';

async function currentEngagement(ctx: Pick<AppContext, 'db'>, workspaceId: number): Promise<ExpertHire> {
  const engagement = await findEngagement(ctx.db, workspaceId);
  if (!engagement) throw notFound('The expert engagement');
  return engagement;
}

/**
 * Cancels at the period's end (issue 25), never with a refund: during the trial it ends when the trial
 * would have and nothing is charged; while active it ends when the month already paid for ends. A past-due
 * engagement owes nothing more and ends now. Cancelling twice changes nothing.
 */
export async function cancelEngagement(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  workspaceId: number,
): Promise<ExpertHire> {
  const now = ctx.clock.now();
  const engagement = await currentEngagement(ctx, workspaceId);
  if (engagement.status === 'cancelled') throw new AppError('conflict', ENGAGEMENT_ENDED);
  await ctx.db
    .update(expertHires)
    .set({ cancelAtPeriodEnd: true })
    .where(and(eq(expertHires.workspaceId, workspaceId), inArray(expertHires.status, ['trialing', 'active'])));
  await ctx.db
    .update(expertHires)
    .set({ cancelAtPeriodEnd: true, status: 'cancelled', endedAt: now })
    .where(and(eq(expertHires.workspaceId, workspaceId), eq(expertHires.status, 'past_due')));
  return currentEngagement(ctx, workspaceId);
}

/**
 * Takes a cancellation back before the engagement ends: it carries on and is charged as before. Only
 * while its period is still running (a conditional update), so it cannot revive one the cycle has ended.
 */
export async function resumeEngagement(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  workspaceId: number,
): Promise<ExpertHire> {
  const now = ctx.clock.now();
  const engagement = await currentEngagement(ctx, workspaceId);
  if (!engagement.cancel_at_period_end) return engagement;
  const resumed = await ctx.db
    .update(expertHires)
    .set({ cancelAtPeriodEnd: false })
    .where(
      and(
        eq(expertHires.workspaceId, workspaceId),
        inArray(expertHires.status, ['trialing', 'active']),
        gt(expertHires.periodEndsAt, now),
      ),
    )
    .returning({ id: expertHires.id });
  if (!resumed.length) throw new AppError('conflict', ENGAGEMENT_ENDED);
  return currentEngagement(ctx, workspaceId);
}
