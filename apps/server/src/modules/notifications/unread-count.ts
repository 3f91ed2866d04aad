import { and, count, eq, isNull } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** How many of a person's notifications are unread (a partial index holds exactly these rows). */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
