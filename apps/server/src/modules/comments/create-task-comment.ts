import type { TaskComment } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { taskComments } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isForeignKeyViolation } from '../../lib/database-errors.js';
import type { VisibleTask } from './comment-access.js';
import { emitCommentEvents } from './comment-events.js';
import { mentionedUserIds } from './comment-markdown.js';
import { findTaskComment } from './comment-queries.js';
import { requireMentionable } from './mentionable-people.js';

/**
 * Adds a comment to a task (docs/product.md § Comments). The comment, its `task.commented` and a
 * `task.mentioned` per person it names commit together, so everyone mentioned is told exactly when it exists.
 */
export async function createTaskComment(
  ports: Pick<AppContext, 'db'>,
  input: { visible: VisibleTask; body: string; authorId: number },
): Promise<TaskComment> {
  const { visible, body, authorId } = input;
  const mentioned = mentionedUserIds(body);
  await requireMentionable(ports.db, visible.project, mentioned);
  const commentId = await ports.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(taskComments)
        .values({ taskId: visible.task.id, authorId, body })
        .returning({ id: taskComments.id });
      await emitCommentEvents(tx, visible, {
        commentId: row!.id,
        actorUserId: authorId,
        isNew: true,
        newlyMentioned: mentioned,
      });
      return row!.id;
    })
    .catch((error: unknown) => {
      // The task was deleted between the caller's check and this insert.
      throw isForeignKeyViolation(error) ? notFound('The task') : error;
    });
  return findTaskComment(ports.db, commentId, { userId: authorId, projectRole: visible.projectRole });
}
