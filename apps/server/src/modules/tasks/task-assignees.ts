import { and, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projectMembers, taskAssignees } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';

export const ASSIGNEES_NOT_MEMBERS = 'Assignees must be members of this project';

/** The largest PostgreSQL `integer`: assignee ids come from a free-form list, so larger ones are refused here. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * Refuses assignees who are not members of the project (its owner and collaborators). The contract has
 * already dropped duplicates; an id too large to be a user is simply not a member.
 */
export async function requireProjectMembers(db: Queryable, projectId: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  if (userIds.some((id) => !Number.isSafeInteger(id) || id > MAX_ROW_ID)) {
    throw fieldError('assignees', ASSIGNEES_NOT_MEMBERS);
  }
  const members = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)));
  if (members.length !== userIds.length) throw fieldError('assignees', ASSIGNEES_NOT_MEMBERS);
}

/** Adds assignees to a task; those already assigned stay as they are. Returns who was newly assigned. */
export async function insertAssignees(db: Queryable, taskId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const added = await db
    .insert(taskAssignees)
    .values(userIds.map((userId) => ({ taskId, userId })))
    .onConflictDoNothing({ target: [taskAssignees.taskId, taskAssignees.userId] })
    .returning({ userId: taskAssignees.userId });
  return added.map((row) => row.userId);
}
