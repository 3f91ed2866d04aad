import { z } from 'zod';

import { DOMAIN_EVENT_NAMES, EVENT_CATALOGUE, type DomainEventName, type EventLane } from '../events/catalogue.js';
import { idParam, text } from '../fields.js';

/**
 * Outgoing webhooks (issue 26 §3): per project, a URL that receives the project's domain events, signed
 * with the endpoint's secret (docs/api.md § Webhooks).
 */
export const WEBHOOK_RULES = {
  /** A project's endpoints; more would mostly multiply one event's outgoing requests. */
  maxPerProject: 10,
  urlMax: 2048,
  deliveriesPerPage: 20,
  /**
   * Test sends and redeliveries a person asks for, per webhook per minute (issue 34's review): without a cap, a
   * loop of clicks made Aerie post to any public address as fast as it could ask, and grew the delivery log.
   */
  manualSendsPerMinute: 10,
} as const;

/** The body a receiver gets: Aerie's own JSON, or what Slack's and Discord's incoming webhooks take. */
export const WEBHOOK_FORMATS = ['aerie', 'slack', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  aerie: 'Aerie JSON',
  slack: 'Slack',
  discord: 'Discord',
};

/**
 * The lanes whose events happen inside one project. Project and team events belong to the workspace (a
 * project's webhook cannot exist before the project is created, nor after it is deleted), and billing is
 * the workspace owner's alone.
 */
const PROJECT_LANES: readonly EventLane[] = ['tasks', 'sites', 'stores', 'repositories', 'servers', 'deployments'];

/** The event types a project's webhook may subscribe to, in the catalogue's order. */
export const WEBHOOK_EVENTS = DOMAIN_EVENT_NAMES.filter((name) =>
  PROJECT_LANES.includes(EVENT_CATALOGUE[name].lane),
) as DomainEventName[];

/** The event a "Send test" delivers: not in the catalogue, so no real event is ever mistaken for it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookIdParam = idParam('Webhook');
export const webhookDeliveryIdParam = idParam('Delivery');

/** A full http(s) address; where it may point is the server's to judge (production wants https). */
export const webhookUrlField = text('URL')
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_RULES.urlMax, `URL must be at most ${WEBHOOK_RULES.urlMax} characters`)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Enter a full address starting with https://')
  .refine((value) => {
    try {
      const url = new URL(value);
      return !url.username && !url.password;
    } catch {
      return true;
    }
  }, 'URL may not contain a user name or password');

/** Checked as a whole, so every refusal lands on `events` itself, where the form shows it. */
export const webhookEventsField = z
  .array(text('Event'), { error: 'Events must be a list of event types' })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length, 'Events lists an event more than once')
  .superRefine((events, context) => {
    const unknown = events.find((event) => !(WEBHOOK_EVENTS as string[]).includes(event));
    if (unknown !== undefined)
      context.addIssue({ code: 'custom', message: `Unknown event type: ${unknown.slice(0, 60)}` });
    else if (new Set(events).size !== events.length)
      context.addIssue({ code: 'custom', message: 'Events lists an event more than once' });
  })
  .transform((events) => events as DomainEventName[]);

export const webhookFormatField = z.enum(WEBHOOK_FORMATS, { error: 'Format must be aerie, slack or discord' });

export const WebhookSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  format: z.enum(WEBHOOK_FORMATS),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The newest delivery, for the list's glance; null before the first. */
  last_delivery: z
    .object({ status: z.string(), created_at: z.string(), response_status: z.number().int().nullable() })
    .nullable(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** The signing secret: shown when made or rolled, and on request to whoever may configure the webhook. */
export const WebhookSecretSchema = z.object({ secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookAttemptSchema = z.object({
  id: z.number().int(),
  attempted_at: z.string(),
  duration_ms: z.number().int(),
  /** The receiver's HTTP status; null when no answer came (the error says why). */
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The start of the receiver's answer (at most 2 KB). */
  response_body: z.string(),
  /** A Redeliver, not one of the automatic attempts. */
  redelivery: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `Aerie-Delivery` header: the same on every attempt, so a receiver can drop repeats. */
  uuid: z.string(),
  event: z.string(),
  event_id: z.number().int().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  created_at: z.string(),
  /** When the next automatic attempt is due; null once it succeeded or gave up. */
  next_attempt_at: z.string().nullable(),
  /** The body sent, byte for byte, on every attempt. */
  body: z.string(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
