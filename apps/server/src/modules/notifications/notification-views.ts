import type { Notification, NotificationType } from '@aerie/contract';
import { desc, eq, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { domainEvents, notifications, projects, workspaces } from '../../db/schema/index.js';
import { eventView } from '../events/index.js';
import { describeEvent, type EventDescription } from './describe-event.js';

export interface NotificationView {
  id: number;
  type: NotificationType;
  description: EventDescription;
  readAt: Date | null;
  createdAt: Date;
}

/** Notifications with their events, described, newest first (the bell's list and the digest read these). */
export async function selectNotifications(
  db: Queryable,
  where: SQL | undefined,
  limit: number,
): Promise<NotificationView[]> {
  const rows = await db
    .select({
      id: notifications.id,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      event: domainEvents,
      projectUid: projects.uid,
      projectName: projects.name,
      workspaceName: workspaces.name,
    })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .innerJoin(workspaces, eq(workspaces.id, notifications.workspaceId))
    .leftJoin(projects, eq(projects.id, domainEvents.projectId))
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    type: row.event.name as NotificationType,
    description: describeEvent(eventView(row.event), row),
    readAt: row.readAt,
    createdAt: row.createdAt,
  }));
}

export function notificationJson(view: NotificationView): Notification {
  return {
    id: view.id,
    type: view.type,
    ...view.description,
    read_at: view.readAt?.toISOString() ?? null,
    created_at: view.createdAt.toISOString(),
  };
}
