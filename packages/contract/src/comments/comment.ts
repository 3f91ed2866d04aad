import { z } from 'zod';

import { DOMAIN_EVENT_NAMES } from '../events/catalogue.js';
import { text } from '../fields.js';

/** docs/product.md § Comments: the longest comment, in characters of its Markdown source. */
export const COMMENT_MAX = 10_000;
export const COMMENT_RULES = { pageSizeDefault: 30, pageSizeMax: 100 } as const;

/**
 * A comment's source: the Markdown subset of docs/product.md § Comments, mentions written `@[Name](user:12)`
 * (the composer inserts them). The server renders it; it is kept as written so its author can edit it.
 */
export const commentBodyField = text('Comment')
  .refine((value) => value.trim().length > 0, 'Comment is required')
  .refine(
    (value) => value.length <= COMMENT_MAX,
    `Comment must be at most ${COMMENT_MAX.toLocaleString('en')} characters`,
  );

export const ThreadPersonSchema = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });
export type ThreadPerson = z.infer<typeof ThreadPersonSchema>;

/** A comment as the thread shows it: `html` is rendered and sanitised on the server; a deleted one has neither words. */
export const TaskCommentSchema = z.object({
  kind: z.literal('comment'),
  id: z.number().int(),
  task_id: z.number().int(),
  /** Null once the author's account is gone. */
  author: ThreadPersonSchema.nullable(),
  body: z.string(),
  html: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  /** What the caller may do with it: edit their own; delete their own, or any as the project's owner or a maintainer. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type TaskComment = z.infer<typeof TaskCommentSchema>;

/** One line of the card's history: an event of the task (its aggregate `task:{id}`), in the activity feed's words. */
export const TaskHistoryLineSchema = z.object({
  kind: z.literal('event'),
  id: z.number().int(),
  name: z.enum(DOMAIN_EVENT_NAMES as [string, ...string[]]),
  actor: ThreadPersonSchema.nullable(),
  summary: z.string(),
  created_at: z.string(),
});
export type TaskHistoryLine = z.infer<typeof TaskHistoryLineSchema>;

export const ThreadEntrySchema = z.discriminatedUnion('kind', [TaskCommentSchema, TaskHistoryLineSchema]);
export type ThreadEntry = z.infer<typeof ThreadEntrySchema>;

export const TaskThreadPageSchema = z.object({
  /** Newest first; the screen shows them oldest first. */
  entries: z.array(ThreadEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.string().nullable(),
  comment_count: z.number().int(),
});
export type TaskThreadPage = z.infer<typeof TaskThreadPageSchema>;
