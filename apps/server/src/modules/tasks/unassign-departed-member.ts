import { and, eq, inArray, notExists, sql } from 'drizzle-orm';

import { projectMembers, projects, taskAssignees, tasks } from '../../db/schema/index.js';
import { defineSubscriber } from '../events/index.js';

/**
 * Someone who left a project (`projectId` on the event) or a whole workspace stops being assigned to its
 * tasks (assignees must be project members). Only where they are not a member again by the time this
 * runs — a person removed and added back keeps the assignments given since — so a repeat is harmless.
 */
export const unassignDepartedMember = defineSubscriber({
  name: 'tasks.unassign-departed-member',
  on: ['member.left'],
  async handle(_ctx, event, tx) {
    const { userId } = event.data;
    const scope = event.projectId
      ? eq(tasks.projectId, event.projectId)
      : inArray(
          tasks.projectId,
          tx.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, event.workspaceId)),
        );
    const stillMember = tx
      .select({ one: sql`1` })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)));
    const departedTasks = tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(scope, notExists(stillMember)));
    await tx
      .delete(taskAssignees)
      .where(and(eq(taskAssignees.userId, userId), inArray(taskAssignees.taskId, departedTasks)));
  },
});
