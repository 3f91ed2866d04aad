import type { Server } from '@aerie/contract';
import { and, eq, gt } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { servers, type ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { pilotView } from './pilot-view.js';
import { recordServerLog } from './server-logs.js';

// "28 Dec 2026", as the app writes dates.
const day = (date: Date) => date.toUTCString().slice(5, 16);

/**
 * Cancels a pilot at the end of its paid month (issue 25). One conditional update: only a pilot whose month
 * still runs can be cancelled, so a cancellation racing the billing cycle's destruction or a renewal's
 * settlement leaves one consistent row (the renewal clears the cancellation: paying again means keeping it).
 * Cancelling twice is harmless and says the same.
 */
export async function cancelPilot(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  pilot: ServerRow,
  userId: number,
): Promise<{ message: string; data: Server }> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(servers)
      .set({ cancelAtPeriodEnd: true, updatedAt: now })
      .where(and(eq(servers.id, pilot.id), gt(servers.expiresAt, now)))
      .returning();
    if (!updated) return null;
    if (!pilot.cancelAtPeriodEnd)
      await recordServerLog(tx, {
        server: updated,
        userId,
        action: 'cancel',
        outcome: 'success',
        message: `Cancelled: it will be destroyed on ${day(updated.expiresAt!)}, at the end of its paid month.`,
      });
    return updated;
  });
  if (!row)
    throw new AppError(
      'bad_request',
      'This pilot’s paid month is over, so there is nothing to cancel: renew it or delete it.',
    );
  return {
    message: `The pilot is cancelled. It keeps running until ${day(row.expiresAt!)}; then its server and everything on it are destroyed.`,
    data: await pilotView(ctx.db, row),
  };
}

/**
 * Undoes a cancellation while the paid month runs: the destruction and its warning are called off (a warning
 * already sent is forgotten, so a later cancellation warns again). After the month ended it is too late:
 * renewing is the way back.
 */
export async function resumePilot(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  pilot: ServerRow,
  userId: number,
): Promise<{ message: string; data: Server }> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(servers)
      .set({ cancelAtPeriodEnd: false, destructionWarnedAt: null, updatedAt: now })
      .where(and(eq(servers.id, pilot.id), gt(servers.expiresAt, now)))
      .returning();
    if (!updated) return null;
    if (pilot.cancelAtPeriodEnd)
      await recordServerLog(tx, {
        server: updated,
        userId,
        action: 'resume',
        outcome: 'success',
        message: 'Kept: the cancellation was undone.',
      });
    return updated;
  });
  if (!row) throw new AppError('bad_request', 'This pilot’s paid month is over: renew it to keep it.');
  return { message: 'The pilot is kept. Nothing will be destroyed.', data: await pilotView(ctx.db, row) };
}
