import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskComments, type TaskCommentRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { loadVisibleTask } from '../tasks/index.js';

export type VisibleTask = Awaited<ReturnType<typeof loadVisibleTask>>;

/**
 * A comment the caller may see, with its task and project. A comment on a task the caller cannot see, or one
 * already deleted, answers the same 404 as one that does not exist (docs/architecture.md § Authorization).
 */
export async function loadVisibleComment(
  db: Queryable,
  userId: number,
  commentId: number,
): Promise<VisibleTask & { comment: TaskCommentRow }> {
  const [comment] = await db.select().from(taskComments).where(eq(taskComments.id, commentId)).limit(1);
  if (!comment || comment.deletedAt) throw notFound('The comment');
  try {
    return { ...(await loadVisibleTask(db, userId, comment.taskId)), comment };
  } catch (error) {
    throw error instanceof AppError && error.status === 404 ? notFound('The comment') : error;
  }
}
