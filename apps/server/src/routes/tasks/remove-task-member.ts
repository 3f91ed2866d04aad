import { MESSAGES, removeTaskMemberRoute } from '@aerie/contract';

import { removeTaskMember } from '../../modules/tasks/remove-task-member.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(removeTaskMemberRoute, async ({ params, session, ctx }) => {
  // `memberId` is the assignee's user id, as the task's `assignees` list it.
  const { project, task } = await loadVisibleTask(ctx.db, session.user.id, params.id);
  await removeTaskMember(ctx.db, { project, task, userId: params.memberId, actorUserId: session.user.id });
  return ok(MESSAGES.assigneesRemoved);
});
