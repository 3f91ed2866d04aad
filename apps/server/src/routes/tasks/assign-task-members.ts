import { assignTaskMembersRoute } from '@aerie/contract';

import { assignTaskMembers } from '../../modules/tasks/assign-task-members.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(assignTaskMembersRoute, async ({ body, session, ctx }) => {
  const { project, task } = await loadVisibleTask(ctx.db, session.user.id, body.task_id);
  const updated = await assignTaskMembers(ctx, {
    project,
    task,
    userIds: body.assignees,
    actorUserId: session.user.id,
  });
  return { success: true as const, message: 'Assignee(s) added successfully.', data: updated };
});
