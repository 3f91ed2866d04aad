import { createTaskCommentRoute } from '@aerie/contract';

import { createTaskComment } from '../../modules/comments/create-task-comment.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createTaskCommentRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleTask(ctx.db, session.user.id, params.id);
  const comment = await createTaskComment(ctx, { visible, body: body.body, authorId: session.user.id });
  return { success: true as const, message: 'Comment added.', data: comment };
});
