import { z } from 'zod';

import { DOMAIN_EVENT_NAMES, EVENT_CATALOGUE, EVENT_LANES, type EventLane } from '../events/catalogue.js';

/** The lanes the activity feed can be filtered by: those with at least one event shown in the feed. */
export const FEED_LANES = EVENT_LANES.filter((lane) =>
  Object.values(EVENT_CATALOGUE).some((entry) => entry.lane === lane && entry.inFeed),
) as [EventLane, ...EventLane[]];

export const ACTIVITY_RULES = { defaultLimit: 20, maxLimit: 50 } as const;

/** Events are numbered by a bigserial; people by an integer (2^31 - 1 at most). */
const idField = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} is invalid` })
    .int(`${label} is invalid`)
    .min(1, `${label} is invalid`)
    .max(max, `${label} is invalid`);

/**
 * A page of the feed: newest first, `limit` entries older than the event `before` (the previous page's
 * `next_before`), of one lane and one person when asked.
 */
export const ActivityQuerySchema = z.strictObject({
  before: idField('The cursor', Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce
    .number({ message: 'Limit is invalid' })
    .int('Limit is invalid')
    .min(1, 'Limit must be 1 or more')
    .max(ACTIVITY_RULES.maxLimit, `Limit must be at most ${ACTIVITY_RULES.maxLimit}`)
    .default(ACTIVITY_RULES.defaultLimit),
  lane: z.enum(FEED_LANES, { message: `Lane must be one of ${FEED_LANES.join(', ')}` }).optional(),
  actor: idField('The person', 2_147_483_647).optional(),
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

/**
 * One line of the feed. The server writes the sentence (`summary`), so every event type reads the same
 * in every client, and the screen the entry opens (`link`, a dashboard path), or null when the object is
 * gone (a deleted project's events stay in the feed, without a link).
 */
export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  name: z.enum(DOMAIN_EVENT_NAMES as [string, ...string[]]),
  lane: z.enum(EVENT_LANES),
  occurred_at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  summary: z.string(),
  link: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  /** The `before` of the next (older) page, or null on the last page. */
  next_before: z.number().int().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
