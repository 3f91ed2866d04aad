import type { ThreadPerson } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import type { ProjectRow } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { listProjectPeople } from '../projects/index.js';

export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The people a comment on a project's tasks may mention: everyone who sees the project, by name order. */
export async function listMentionablePeople(
  db: Queryable,
  project: Pick<ProjectRow, 'id' | 'ownerId' | 'workspaceId'>,
): Promise<ThreadPerson[]> {
  const people = await listProjectPeople(db, project);
  return people.map((person) => ({ id: person.id, name: fullName(person.first, person.last), avatar: person.avatar }));
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
