import { and, eq, isNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { unreadCount } from './unread-count.js';
import { signalUnreadChanged } from './unread-signal.js';

type Ports = Pick<AppContext, 'db' | 'clock'>;

/**
 * Marks one of the person's notifications read; another person's id answers 404 like an unknown one.
 * Reading one already read changes nothing. Returns the new unread count, which the person's other tabs
 * hear through the live stream.
 */
export async function markNotificationRead(ctx: Ports, userId: number, notificationId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
    if (!row) throw notFound('The notification');
    if (row.readAt === null) {
      await tx
        .update(notifications)
        .set({ readAt: ctx.clock.now() })
        .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
      await signalUnreadChanged(tx, userId);
    }
    return unreadCount(tx, userId);
  });
}

export async function markAllNotificationsRead(ctx: Ports, userId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: ctx.clock.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length) await signalUnreadChanged(tx, userId);
    return unreadCount(tx, userId);
  });
}
