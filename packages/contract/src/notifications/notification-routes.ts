import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam, MAX_ID } from '../fields.js';
import { defineRoute } from '../route.js';
import {
  EMAIL_CHANNELS,
  NOTIFICATION_RULES,
  NOTIFICATION_TYPE_NAMES,
  NotificationPageSchema,
  NotificationPreferenceSchema,
  UnreadCountSchema,
  type EmailChannel,
  type NotificationType,
} from './notification.js';

/** Issue 26 §3: the signed-in person's notifications, newest first; `before` is the last page's cursor. */
export const listNotificationsRoute = defineRoute({
  name: 'list-notifications',
  method: 'GET',
  host: 'api',
  path: '/notifications',
  access: 'user',
  summary: "The caller's notifications, newest first, with a cursor for older ones and the unread count",
  querystring: z.strictObject({
    before: z.coerce
      .number({ error: 'Before must be a number' })
      .int('Before is invalid')
      .positive('Before is invalid')
      .max(MAX_ID, 'Before is invalid')
      .optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(NOTIFICATION_RULES.pageSizeMax, `Limit must be at most ${NOTIFICATION_RULES.pageSizeMax}`)
      .default(NOTIFICATION_RULES.pageSizeDefault),
  }),
  response: successEnvelope(NotificationPageSchema),
});

export const getUnreadCountRoute = defineRoute({
  name: 'get-unread-count',
  method: 'GET',
  host: 'api',
  path: '/notifications/unread-count',
  access: 'user',
  summary: "How many of the caller's notifications are unread (the stream pushes changes)",
  response: successEnvelope(UnreadCountSchema),
});

export const markNotificationReadRoute = defineRoute({
  name: 'mark-notification-read',
  method: 'POST',
  host: 'api',
  path: '/notifications/:id/read',
  access: 'user',
  summary: "Mark one of the caller's notifications read (another person's answers 404)",
  params: z.strictObject({ id: idParam('Notification') }),
  response: successEnvelope(UnreadCountSchema),
});

export const markAllNotificationsReadRoute = defineRoute({
  name: 'mark-all-notifications-read',
  method: 'POST',
  host: 'api',
  path: '/notifications/read-all',
  access: 'user',
  summary: "Mark every one of the caller's notifications read",
  response: successEnvelope(UnreadCountSchema),
});

export const getNotificationPreferencesRoute = defineRoute({
  name: 'get-notification-preferences',
  method: 'GET',
  host: 'api',
  path: '/notification-preferences',
  access: 'user',
  summary: "The caller's e-mail channel for each notification type, beside its default",
  response: successEnvelope(z.array(NotificationPreferenceSchema)),
});

export const UpdateNotificationPreferencesSchema = z.strictObject({
  /** The e-mail channel per type, only for the types to change; the others keep what they were. */
  channels: z
    .record(z.string(), z.string())
    .refine((value) => Object.keys(value).length > 0, 'Choose at least one type to change')
    .refine(
      (value) => Object.values(value).every((channel) => EMAIL_CHANNELS.includes(channel as EmailChannel)),
      'Channels must be immediate, daily or off',
    )
    .refine(
      (value) => Object.keys(value).every((type) => NOTIFICATION_TYPE_NAMES.includes(type as NotificationType)),
      'Channels name a type that sends no notifications',
    )
    .transform((value) => value as Partial<Record<NotificationType, EmailChannel>>),
});
export type UpdateNotificationPreferences = z.input<typeof UpdateNotificationPreferencesSchema>;

export const updateNotificationPreferencesRoute = defineRoute({
  name: 'update-notification-preferences',
  method: 'PUT',
  host: 'api',
  path: '/notification-preferences',
  access: 'user',
  summary: "Set the caller's e-mail channel (immediate, daily, off) for some notification types",
  body: UpdateNotificationPreferencesSchema,
  response: successEnvelope(z.array(NotificationPreferenceSchema)),
});
