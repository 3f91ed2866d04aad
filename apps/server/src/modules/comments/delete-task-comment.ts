import { roleRefusal } from '@aerie/contract';
import { and, eq, isNull } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskComments, type TaskCommentRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import type { VisibleTask } from './comment-access.js';
import { mayDeleteComment } from './comment-view.js';

/**
 * Deletes a comment: its author may, and the project's owner and maintainers may delete anyone's
 * (docs/product.md § Comments). The row stays with its words cleared, so the thread keeps its order and its
 * `task.commented` event still names a comment ("deleted") rather than nothing.
 */
export async function deleteTaskComment(
  db: Queryable,
  input: { visible: VisibleTask; comment: TaskCommentRow; userId: number },
): Promise<void> {
  const { visible, comment, userId } = input;
  if (!mayDeleteComment({ userId, projectRole: visible.projectRole }, comment)) {
    throw forbidden(roleRefusal("delete others' comments"));
  }
  const deleted = await db
    .update(taskComments)
    .set({ body: '', deletedAt: new Date() })
    .where(and(eq(taskComments.id, comment.id), isNull(taskComments.deletedAt)))
    .returning({ id: taskComments.id });
  if (!deleted.length) throw notFound('The comment');
}
