import type { TaskComment, ThreadPerson } from '@aerie/contract';
import { eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskComments, users, type TaskCommentRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { MENTION } from './comment-markdown.js';
import { toTaskComment, type CommentViewer } from './comment-view.js';
import { fullName } from './mentionable-people.js';

/** People by id, as the thread names them (authors and the mentioned), in one query. */
export async function peopleByIds(db: Queryable, ids: number[]): Promise<Map<number, ThreadPerson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.first, last: users.last, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: fullName(row.first, row.last), avatar: row.avatar }]));
}

/** Comment rows as the thread shows them: their authors and the people they mention looked up together. */
export async function toTaskComments(
  db: Queryable,
  rows: TaskCommentRow[],
  viewer: CommentViewer,
): Promise<TaskComment[]> {
  const mentioned = rows.flatMap((row) => [...row.body.matchAll(MENTION)].map((match) => Number(match[2])));
  const people = await peopleByIds(db, [...rows.flatMap((row) => (row.authorId ? [row.authorId] : [])), ...mentioned]);
  const names = new Map([...people].map(([id, person]) => [id, person.name]));
  return rows.map((row) => toTaskComment(row, row.authorId ? (people.get(row.authorId) ?? null) : null, names, viewer));
}

export async function findTaskComment(db: Queryable, commentId: number, viewer: CommentViewer): Promise<TaskComment> {
  const [row] = await db.select().from(taskComments).where(eq(taskComments.id, commentId));
  if (!row) throw notFound('The comment');
  const [comment] = await toTaskComments(db, [row], viewer);
  return comment!;
}
