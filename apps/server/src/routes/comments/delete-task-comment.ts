import { deleteTaskCommentRoute } from '@aerie/contract';

import { loadVisibleComment } from '../../modules/comments/comment-access.js';
import { deleteTaskComment } from '../../modules/comments/delete-task-comment.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteTaskCommentRoute, async ({ params, session, ctx }) => {
  const { comment, ...visible } = await loadVisibleComment(ctx.db, session.user.id, params.id);
  await deleteTaskComment(ctx.db, { visible, comment, userId: session.user.id });
  return ok('Comment deleted.');
});
