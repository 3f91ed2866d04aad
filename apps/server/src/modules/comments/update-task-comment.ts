import type { TaskComment } from '@aerie/contract';
import { and, eq, isNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { taskComments, type TaskCommentRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import type { VisibleTask } from './comment-access.js';
import { emitCommentEvents } from './comment-events.js';
import { mentionedUserIds } from './comment-markdown.js';
import { findTaskComment } from './comment-queries.js';
import { requireMentionable } from './mentionable-people.js';

export const NOT_YOUR_COMMENT = 'Only its author can edit a comment.';

/**
 * Replaces a comment's source; only its author may (others who see the task hear 403: they see the comment).
 * People the edit newly mentions are told; those mentioned before are not told again.
 */
export async function updateTaskComment(
  ports: Pick<AppContext, 'db'>,
  input: { visible: VisibleTask; comment: TaskCommentRow; body: string; userId: number },
): Promise<TaskComment> {
  const { visible, comment, body, userId } = input;
  if (comment.authorId !== userId) throw forbidden(NOT_YOUR_COMMENT);
  const mentioned = mentionedUserIds(body);
  await requireMentionable(ports.db, visible.project, mentioned);
  await ports.db.transaction(async (tx) => {
    // The earlier source read under the update's own row lock: two edits at once each tell only whom they add.
    const [before] = await tx
      .select({ body: taskComments.body })
      .from(taskComments)
      .where(and(eq(taskComments.id, comment.id), isNull(taskComments.deletedAt)))
      .for('update');
    if (!before) throw notFound('The comment');
    await tx.update(taskComments).set({ body, editedAt: new Date() }).where(eq(taskComments.id, comment.id));
    const earlier = new Set(mentionedUserIds(before.body));
    await emitCommentEvents(tx, visible, {
      commentId: comment.id,
      actorUserId: userId,
      isNew: false,
      newlyMentioned: mentioned.filter((id) => !earlier.has(id)),
    });
  });
  return findTaskComment(ports.db, comment.id, { userId, projectRole: visible.projectRole });
}
