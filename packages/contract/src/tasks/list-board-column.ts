import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { isStorableText, MAX_ID } from '../fields.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { TASK_PRIORITIES, TASK_STATUSES, TaskSchema } from './task.js';

/**
 * A board column's page sizes (issue 33): the board opens with 20 cards a column (more than a tall screen
 * shows, and few enough to draw at once on a slow phone), then asks 50 at a time as a column is scrolled.
 */
export const BOARD_PAGE = { first: 20, sizeDefault: 50, sizeMax: 200, searchMax: 100, labelsMax: 50 } as const;

/** The cursor names the last card of the previous page by its place and id (`<position>.<id>`), opaque to the client. */
export const BOARD_CURSOR = /^\d{1,10}\.\d{1,10}$/;

const labelIds = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'Labels must be label ids separated by commas')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'Labels must be label ids separated by commas')
  .refine((ids) => ids.length <= BOARD_PAGE.labelsMax, `At most ${BOARD_PAGE.labelsMax} labels`);

/**
 * The board's view filters (apps/web task-filters), applied by the server so a filtered column's count and
 * pages are right and not just the cards already loaded.
 */
export const BoardColumnQuerySchema = z.strictObject({
  after: z
    .string({ error: 'The cursor is invalid' })
    .refine(
      (cursor) => BOARD_CURSOR.test(cursor) && cursor.split('.').every((part) => Number(part) <= MAX_ID),
      'The cursor is invalid',
    )
    .optional(),
  limit: z.coerce
    .number({ message: 'Limit is invalid' })
    .int('Limit is invalid')
    .min(1, 'Limit must be 1 or more')
    .max(BOARD_PAGE.sizeMax, `Limit must be at most ${BOARD_PAGE.sizeMax}`)
    .default(BOARD_PAGE.sizeDefault),
  /** Words looked for in titles ignoring case, or a task's key ("AER-12"). */
  search: z
    .string()
    .max(BOARD_PAGE.searchMax, `Search must be at most ${BOARD_PAGE.searchMax} characters`)
    .refine(isStorableText, 'Search may not contain a NUL character')
    .optional(),
  /** A member's user id, or `unassigned`. */
  assignee: z
    .union(
      [
        z.literal('unassigned'),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      {
        error: 'Assignee must be a user id or unassigned',
      },
    )
    .refine(
      (value) => value === 'unassigned' || (value >= 1 && value <= MAX_ID),
      'Assignee must be a user id or unassigned',
    )
    .optional(),
  priority: z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}` }).optional(),
  /** `true`: only the cards the signed-in user is assigned to. */
  mine: z.enum(['true', 'false'], { error: 'Mine must be true or false' }).optional(),
  /** Label ids, comma-separated: a card matches when it has any of them. */
  labels: labelIds.optional(),
  /** The viewer's calendar day (YYYY-MM-DD), for the overdue count; the server's UTC day when left out. */
  today: z
    .string()
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, 'Today must be a real date (YYYY-MM-DD)')
    .optional(),
});
export type BoardColumnQuery = z.input<typeof BoardColumnQuerySchema>;

export const BoardColumnPageSchema = z.object({
  /** The column's cards after the cursor, top to bottom. */
  tasks: z.array(TaskSchema),
  /** The cursor of the next page; null at the column's end. */
  next_after: z.string().nullable(),
  /** Every card of the column the filters let through, loaded or not. */
  total: z.number().int(),
  /** Of those, the ones whose end date is before `today` (0 in done). */
  overdue: z.number().int(),
});
export type BoardColumnPage = z.infer<typeof BoardColumnPageSchema>;

/**
 * Beyond the spec (issue 33): one column of a project's board, a page at a time, in the board's order. The
 * board opens with each column's first page, so a project of thousands of tasks opens as fast as a small one.
 */
export const listBoardColumnRoute = defineRoute({
  name: 'list-board-column',
  method: 'GET',
  host: 'api',
  path: '/projects/:uid/board/:status',
  access: 'user',
  summary: "A page of one column of a project's board, filtered",
  params: z.strictObject({
    uid: projectUidField,
    status: z.enum(TASK_STATUSES, { error: `Status must be one of ${TASK_STATUSES.join(', ')}` }),
  }),
  querystring: BoardColumnQuerySchema,
  response: successEnvelope(BoardColumnPageSchema),
});
