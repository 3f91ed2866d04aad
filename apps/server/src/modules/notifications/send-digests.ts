import { and, asc, eq, isNull, lte } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { notifications, users } from '../../db/schema/index.js';
import { queueMail } from '../mail/index.js';
import { digestMail } from './notification-mail.js';
import { selectNotifications } from './notification-views.js';

/** A daily notification waits this long at most; everything that arrived meanwhile goes in the same digest. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
const PEOPLE_PER_RUN = 500;
const ITEMS_PER_DIGEST = 50;

type DigestPorts = Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>;

const waitingDaily = (userId?: number) =>
  and(
    eq(notifications.email, 'daily'),
    isNull(notifications.mailedAt),
    userId === undefined ? undefined : eq(notifications.userId, userId),
  );

/**
 * The digest job (hourly): each person whose oldest waiting daily notification is a day old gets one e-mail
 * with everything waiting, and those notifications are marked mailed in the same transaction as the e-mail
 * is queued. A person with nothing waiting gets nothing. Returns how many digests were queued.
 */
export async function sendDigests(ctx: DigestPorts): Promise<number> {
  const now = ctx.clock.now();
  const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const due = await ctx.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(waitingDaily(), lte(notifications.createdAt, dueBefore)))
    .orderBy(asc(notifications.userId))
    .limit(PEOPLE_PER_RUN);
  let sent = 0;
  for (const { userId } of due) if (await sendDigest(ctx, userId, now)) sent += 1;
  return sent;
}

/**
 * One person's digest. Their user row is locked first (skipped when another worker holds it), and whether
 * one is due is asked again under the lock: two workers at once send one digest, never two.
 */
async function sendDigest(ctx: DigestPorts, userId: number, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: users.email, first: users.first })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update', { skipLocked: true });
    if (!person) return false;
    const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS);
    const [oldest] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(waitingDaily(userId), lte(notifications.createdAt, dueBefore)))
      .limit(1);
    if (!oldest) return false;
    const items = await selectNotifications(
      tx,
      and(waitingDaily(userId), lte(notifications.createdAt, now)),
      ITEMS_PER_DIGEST,
    );
    await queueMail(
      tx,
      ctx.jobs,
      person.email,
      digestMail(ctx.config, { userId, first: person.first }, items.reverse()),
    );
    // Everything waiting is now mailed: the e-mail lists the latest ITEMS_PER_DIGEST, the bell keeps them all.
    await tx
      .update(notifications)
      .set({ mailedAt: now })
      .where(and(waitingDaily(userId), lte(notifications.createdAt, now)));
    return true;
  });
}
