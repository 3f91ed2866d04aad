import type { ThreadPerson } from '@aerie/contract';
import { asc, eq, inArray, or } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projectMembers, users, workspaceMembers, type ProjectRow } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';

export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Everyone who sees a project (modules/projects/project-access.ts): its owner, its workspace's members and
 * its collaborators. They are the people a comment on its tasks may mention, by name order.
 */
export async function listMentionablePeople(
  db: Queryable,
  project: Pick<ProjectRow, 'id' | 'ownerId' | 'workspaceId'>,
): Promise<ThreadPerson[]> {
  const rows = await db
    .select({ id: users.id, first: users.first, last: users.last, avatar: users.avatar })
    .from(users)
    .where(
      or(
        eq(users.id, project.ownerId),
        inArray(
          users.id,
          db
            .select({ id: workspaceMembers.userId })
            .from(workspaceMembers)
            .where(eq(workspaceMembers.workspaceId, project.workspaceId)),
        ),
        inArray(
          users.id,
          db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project.id)),
        ),
      ),
    )
    .orderBy(asc(users.first), asc(users.last), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: fullName(row.first, row.last), avatar: row.avatar }));
}

export const MENTION_NOT_MEMBER = 'Only people on this project can be mentioned';

/**
 * Refuses a comment that mentions someone who cannot see the project (docs/product.md § Comments): they
 * could not read it, and telling them would leak the task. Answers the names of those mentioned.
 */
export async function requireMentionable(
  db: Queryable,
  project: Pick<ProjectRow, 'id' | 'ownerId' | 'workspaceId'>,
  userIds: number[],
): Promise<void> {
  if (!userIds.length) return;
  const people = new Set((await listMentionablePeople(db, project)).map((person) => person.id));
  if (userIds.some((id) => !people.has(id))) throw fieldError('body', MENTION_NOT_MEMBER);
}
