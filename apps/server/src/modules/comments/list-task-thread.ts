import type { DomainEventData, DomainEventName, TaskHistoryLine, TaskThreadPage, ThreadEntry } from '@aerie/contract';
import { and, count, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { domainEvents, taskComments, type TaskRow } from '../../db/schema/index.js';
import { peopleNamedBy, summarize } from '../activity/index.js';
import { toTaskComments, peopleByIds } from './comment-queries.js';
import type { CommentViewer } from './comment-view.js';

/**
 * The thread's order: time to the microsecond, then events before comments made in the same instant, then
 * id. The cursor carries all three (`<microseconds>.<e|c><id>`): a page boundary inside one transaction's
 * instant (a task created with its assignees) neither repeats nor skips an entry.
 */
type Place = { micros: bigint; rank: 0 | 1; id: number };
const RANK = { e: 0, c: 1 } as const;

function parseCursor(cursor: string | undefined): Place | null {
  if (!cursor) return null;
  const [micros, rest] = cursor.split('.') as [string, string];
  return { micros: BigInt(micros), rank: RANK[rest[0] as 'e' | 'c'], id: Number(rest.slice(1)) };
}

const cursorOf = (place: Place) => `${place.micros}.${place.rank === 0 ? 'e' : 'c'}${place.id}`;
const newestFirst = (a: Place, b: Place) =>
  a.micros !== b.micros ? (a.micros > b.micros ? -1 : 1) : b.rank - a.rank || b.id - a.id;

type Column = AnyPgColumn | SQL;
const microsOf = (column: Column) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint`;

/** Entries strictly older than the cursor's place, compared as (microseconds, rank, id) rows. */
function before(column: Column, rank: 0 | 1, id: Column, place: Place | null): SQL | undefined {
  if (!place) return undefined;
  return sql`(${microsOf(column)}, ${sql.raw(String(rank))}, ${id}) < (${place.micros.toString()}::bigint, ${sql.raw(String(place.rank))}, ${place.id})`;
}

/**
 * Mentions and comments are in the thread as the comments themselves: the history shows every other event of
 * the task's aggregate (created, moved, assigned, unassigned, dates changed, linked, due…), in the activity
 * feed's own sentences.
 */
const SHOWN_AS_COMMENTS = ['task.commented', 'task.mentioned'];

/**
 * A page of a task's thread (docs/product.md § Comments): its comments and its history interleaved, newest
 * first. Each source gives at most `limit + 1` entries past the cursor, so the merged page is exact.
 */
export async function listTaskThread(
  db: Queryable,
  input: { task: Pick<TaskRow, 'id'>; viewer: CommentViewer; before?: string; limit: number },
): Promise<TaskThreadPage> {
  const { task, viewer, limit } = input;
  const place = parseCursor(input.before);
  const commentRows = await db
    .select({ row: taskComments, micros: microsOf(taskComments.createdAt) })
    .from(taskComments)
    .where(and(eq(taskComments.taskId, task.id), before(taskComments.createdAt, 1, taskComments.id, place)))
    .orderBy(desc(taskComments.createdAt), desc(taskComments.id))
    .limit(limit + 1);
  const eventRows = await db
    .select({
      id: domainEvents.id,
      name: domainEvents.name,
      actorUserId: domainEvents.actorUserId,
      data: domainEvents.data,
      occurredAt: domainEvents.occurredAt,
      micros: microsOf(domainEvents.occurredAt),
    })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.aggregate, `task:${task.id}`),
        notInArray(domainEvents.name, SHOWN_AS_COMMENTS),
        before(domainEvents.occurredAt, 0, domainEvents.id, place),
      ),
    )
    .orderBy(desc(domainEvents.occurredAt), desc(domainEvents.id))
    .limit(limit + 1);

  const merged = [
    ...commentRows.map((entry) => ({
      place: { micros: BigInt(entry.micros), rank: 1 as const, id: entry.row.id },
      comment: entry.row,
    })),
    ...eventRows.map((entry) => ({
      place: { micros: BigInt(entry.micros), rank: 0 as const, id: entry.id },
      event: entry,
    })),
  ].sort((a, b) => newestFirst(a.place, b.place));
  const page = merged.slice(0, limit);

  const comments = await toTaskComments(
    db,
    page.flatMap((entry) => ('comment' in entry ? [entry.comment] : [])),
    viewer,
  );
  const commentsById = new Map(comments.map((comment) => [comment.id, comment]));
  const events = page.flatMap((entry) => ('event' in entry ? [entry.event] : []));
  const people = await peopleByIds(db, [
    ...events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : [])),
    ...events.flatMap((event) => peopleNamedBy(event.name as DomainEventName, event.data)),
  ]);
  const names = new Map([...people].map(([id, person]) => [id, person.name]));

  const entries = page.map((entry): ThreadEntry => {
    if ('comment' in entry) return commentsById.get(entry.comment.id)!;
    const { event } = entry;
    const name = event.name as DomainEventName;
    const actor = event.actorUserId ? (people.get(event.actorUserId) ?? null) : null;
    const line: TaskHistoryLine = {
      kind: 'event',
      id: event.id,
      name,
      actor,
      summary: summarize(name, event.data as DomainEventData<DomainEventName>, {
        actor: actor?.name ?? null,
        actorUserId: event.actorUserId,
        people: names,
      }),
      created_at: event.occurredAt.toISOString(),
    };
    return line;
  });
  const [counted] = await db
    .select({ comments: count() })
    .from(taskComments)
    .where(and(eq(taskComments.taskId, task.id), isNull(taskComments.deletedAt)));
  return {
    entries,
    next_before: merged.length > limit ? cursorOf(page.at(-1)!.place) : null,
    comment_count: counted?.comments ?? 0,
  };
}
