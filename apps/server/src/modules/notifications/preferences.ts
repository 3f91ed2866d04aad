import {
  NOTIFICATION_TYPE_NAMES,
  NOTIFICATION_TYPES,
  type EmailChannel,
  type NotificationPreference,
  type NotificationType,
} from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';

/** The person's chosen channels, where they chose one; the other types follow NOTIFICATION_TYPES' defaults. */
async function chosenChannels(db: Queryable, userId: number): Promise<Map<string, EmailChannel>> {
  const rows = await db
    .select({ type: notificationPreferences.eventType, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((row) => [row.type, row.email]));
}

export async function emailChannelOf(db: Queryable, userId: number, type: NotificationType): Promise<EmailChannel> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.eventType, type)));
  return row?.email ?? NOTIFICATION_TYPES[type].email;
}

export async function listPreferences(db: Queryable, userId: number): Promise<NotificationPreference[]> {
  const chosen = await chosenChannels(db, userId);
  return NOTIFICATION_TYPE_NAMES.map((type) => ({
    type,
    label: NOTIFICATION_TYPES[type].label,
    email: chosen.get(type) ?? NOTIFICATION_TYPES[type].email,
    default_email: NOTIFICATION_TYPES[type].email,
  }));
}

/** Sets the channels given (one upsert: two saves at once leave one of them, never an error). */
export async function setEmailChannels(
  db: Queryable,
  userId: number,
  channels: Partial<Record<NotificationType, EmailChannel>>,
): Promise<void> {
  const rows = Object.entries(channels).map(([type, email]) => ({ userId, eventType: type, email: email! }));
  if (!rows.length) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.eventType],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}

/** The types an unsubscribe link turns off: its own, or for `digest` every type the person gets daily. */
export async function typesToTurnOff(
  db: Queryable,
  userId: number,
  scope: NotificationType | 'digest',
): Promise<NotificationType[]> {
  if (scope !== 'digest') return [scope];
  const chosen = await chosenChannels(db, userId);
  return NOTIFICATION_TYPE_NAMES.filter((type) => (chosen.get(type) ?? NOTIFICATION_TYPES[type].email) === 'daily');
}
