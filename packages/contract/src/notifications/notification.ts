import { z } from 'zod';

import type { DomainEventName } from '../events/catalogue.js';

/**
 * Notifications (issue 26 §3): the bell's entries and their e-mails. Each is one domain event addressed to
 * one person; which events notify whom is the server's recipients table (modules/notifications), how
 * each person hears of them by e-mail is theirs to choose per event type.
 */

/** How a person hears of a type by e-mail: at once, in one daily digest, or not at all (the bell always). */
export const EMAIL_CHANNELS = ['immediate', 'daily', 'off'] as const;
export type EmailChannel = (typeof EMAIL_CHANNELS)[number];

/**
 * The event types that notify someone, with what the profile calls them and the e-mail channel a person
 * starts with: what needs acting on comes at once, team changes in the digest, good news stays in the bell.
 */
export const NOTIFICATION_TYPES = {
  'deployment.failed': { label: 'A deployment failed', email: 'immediate' },
  'deployment.succeeded': { label: 'A deployment succeeded', email: 'off' },
  'deployment.rolled_back': { label: 'A deployment was rolled back', email: 'immediate' },
  'task.assigned': { label: 'You are assigned a task', email: 'immediate' },
  'task.due': { label: 'A task of yours is due tomorrow or today', email: 'immediate' },
  'task.mentioned': { label: 'Someone mentions you in a comment', email: 'immediate' },
  'form.submitted': { label: 'A visitor sent a form of your site', email: 'immediate' },
  'form.limit_reached': { label: "Your site's forms reached their monthly limit", email: 'immediate' },
  'order.paid': { label: 'A new order in your store', email: 'immediate' },
  'order.refunded': { label: 'An order was refunded', email: 'daily' },
  'product.out_of_stock': { label: 'A product is out of stock', email: 'daily' },
  'server.unreachable': { label: 'A server is unreachable', email: 'immediate' },
  'payment.failed': { label: 'A payment failed', email: 'immediate' },
  'member.joined': { label: 'Someone joined the workspace', email: 'daily' },
  'member.left': { label: 'Someone left the workspace', email: 'daily' },
  'member.role_changed': { label: 'A team role changed', email: 'daily' },
} as const satisfies Partial<Record<DomainEventName, { label: string; email: EmailChannel }>>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

export const NotificationSchema = z.object({
  id: z.number().int(),
  /** The event type, e.g. "deployment.failed". */
  type: z.string(),
  /** One line saying what happened ("Deploy of shop failed: exit code 1"). */
  title: z.string(),
  /** Where it happened (the project's name, or the workspace's for team and billing events). */
  context: z.string(),
  /** The app path of the object it is about. */
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATION_RULES = { pageSizeDefault: 20, pageSizeMax: 50 } as const;

export const NotificationPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_cursor: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationPreferenceSchema = z.object({
  type: z.string(),
  label: z.string(),
  email: z.enum(EMAIL_CHANNELS),
  default_email: z.enum(EMAIL_CHANNELS),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

/**
 * The live count's stream (`GET /api/notifications/stream`, server-sent events): `event: unread` with
 * `{"unread": n}` first and whenever the count changes.
 */
export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
