import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { formMonthlyUsage } from '../../../db/schema/index.js';

/** The calendar month (UTC) a moment falls in, as its first day: `2026-11-01`. */
export const monthOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/**
 * Takes one of the month's submissions for a site if its plan's limit has room, in one statement: the upsert's
 * update runs under the row's lock and re-checks `submissions < limit` against the newest row, so concurrent
 * submissions can never take more than the limit between them (test/form-submissions-races.test.ts). Run it in
 * the transaction that stores the submission: a failed write gives the slot back.
 */
export async function takeSubmissionSlot(
  db: Queryable,
  input: { websiteId: number; month: string; limit: number },
): Promise<boolean> {
  const { websiteId, month, limit } = input;
  if (limit <= 0) return false;
  const taken = await db
    .insert(formMonthlyUsage)
    .values({ websiteId, month, submissions: 1 })
    .onConflictDoUpdate({
      target: [formMonthlyUsage.websiteId, formMonthlyUsage.month],
      set: { submissions: sql`${formMonthlyUsage.submissions} + 1` },
      setWhere: sql`${formMonthlyUsage.submissions} < ${limit}`,
    })
    .returning({ submissions: formMonthlyUsage.submissions });
  return taken.length === 1;
}

/**
 * Counts a submission refused over the limit; answers whether it is the month's first, so the owner is told once.
 */
export async function countRefusal(
  db: Queryable,
  input: { websiteId: number; month: string; now: Date },
): Promise<boolean> {
  const where = and(eq(formMonthlyUsage.websiteId, input.websiteId), eq(formMonthlyUsage.month, input.month));
  await db
    .update(formMonthlyUsage)
    .set({ refused: sql`${formMonthlyUsage.refused} + 1` })
    .where(where);
  const noticed = await db
    .update(formMonthlyUsage)
    .set({ limitNoticedAt: input.now })
    .where(and(where, isNull(formMonthlyUsage.limitNoticedAt)))
    .returning({ websiteId: formMonthlyUsage.websiteId });
  return noticed.length === 1;
}
