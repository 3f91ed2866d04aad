import type { NotificationPage } from '@aerie/contract';
import { and, eq, lt } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notificationJson, selectNotifications } from './notification-views.js';
import { unreadCount } from './unread-count.js';

/**
 * A person's notifications, newest first, `limit` at a time: `before` is the id the previous page ended
 * at (ids only grow, so a page never repeats or skips one when new ones arrive meanwhile).
 */
export async function listNotifications(
  db: Queryable,
  userId: number,
  page: { before?: number; limit: number },
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const where = page.before === undefined ? mine : and(mine, lt(notifications.id, page.before));
  const views = await selectNotifications(db, where, page.limit + 1);
  const shown = views.slice(0, page.limit);
  return {
    notifications: shown.map(notificationJson),
    next_cursor: views.length > page.limit ? shown.at(-1)!.id : null,
    unread: await unreadCount(db, userId),
  };
}
