import { randomBytes } from 'node:crypto';

import { eq, lt } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { siteAnalyticsSalts } from '../../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The salt of a day, shared by every process: the first one to ask makes it, the others read it. */
export async function saltOfDay(db: Queryable, day: string): Promise<string> {
  await db
    .insert(siteAnalyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteAnalyticsSalts).where(eq(siteAnalyticsSalts.day, day));
  return row!.salt;
}

/**
 * The salts a process needs: today's and tomorrow's, made a day ahead so that the first visit after midnight
 * finds its salt in memory without waiting. Older ones are forgotten.
 */
export async function loadSalts(db: Queryable, now: number): Promise<Map<string, string>> {
  const days = [dayOf(now), dayOf(now + DAY_MS)];
  return new Map(await Promise.all(days.map(async (day) => [day, await saltOfDay(db, day)] as const)));
}

/** Salts of days that are over: deleted, so the hashes of those days can never be matched to an address again. */
export async function deletePastSalts(db: Queryable, now: number): Promise<void> {
  await db.delete(siteAnalyticsSalts).where(lt(siteAnalyticsSalts.day, dayOf(now)));
}
