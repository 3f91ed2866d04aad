import { updateTaskCommentRoute } from '@aerie/contract';

import { loadVisibleComment } from '../../modules/comments/comment-access.js';
import { updateTaskComment } from '../../modules/comments/update-task-comment.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateTaskCommentRoute, async ({ params, body, session, ctx }) => {
  const { comment, ...visible } = await loadVisibleComment(ctx.db, session.user.id, params.id);
  const updated = await updateTaskComment(ctx, { visible, comment, body: body.body, userId: session.user.id });
  return { success: true as const, message: 'Comment updated.', data: updated };
});
