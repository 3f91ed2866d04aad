import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deployments } from '../../db/schema/index.js';
import { deploymentRunRefusal } from '../billing/index.js';
import { enqueueRun } from './enqueue-run.js';
import { nextRunAt } from './schedule.js';

/** Due schedules handled per pass; the rest wait for the next minute. */
const BATCH = 100;

/**
 * The minute cron: queues a 'schedule' run for every deployment whose next run time has come, and moves
 * that time to the next occurrence — in one transaction, with the due rows locked and the locked ones
 * skipped, so two workers (or two ticks) never fire one schedule twice: the second sees the row locked,
 * or already moved to tomorrow.
 */
export async function fireDueSchedules(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deployments.id, schedule: deployments.schedule, timezone: deployments.timezone })
      .from(deployments)
      .where(and(isNotNull(deployments.nextRunAt), lte(deployments.nextRunAt, now)))
      .orderBy(asc(deployments.nextRunAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const deployment of due) {
      // A schedule cleared since (settings) leaves nothing to fire again.
      const next = deployment.schedule ? nextRunAt(deployment.schedule, deployment.timezone, now) : null;
      await tx
        .update(deployments)
        .set({ nextRunAt: next, updatedAt: sql`${deployments.updatedAt}` })
        .where(eq(deployments.id, deployment.id));
      // A paused deployment (beyond the plan, issue 25) keeps its schedule but skips the run.
      if (deployment.schedule && !(await deploymentRunRefusal(tx, deployment.id, 'schedule')))
        await enqueueRun(ctx, { deploymentId: deployment.id, trigger: 'schedule', userId: null }, tx);
    }
    return due.length;
  });
}
