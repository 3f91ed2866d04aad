import { randomInt } from 'node:crypto';

import type { CreateProject, Project } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { projectMembers, projects } from '../../db/schema/index.js';
import { requireCategory } from './categories.js';
import { findProject } from './project-queries.js';
import { isUniqueViolation } from './database-errors.js';

const UID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UID_LENGTH = 12;
/** 36^12 ≈ 4.7e18 uids: a collision is all but impossible, and three draws in a row never happen. */
const UID_ATTEMPTS = 3;

/** A random lowercase project uid (12 of [a-z0-9]), unbiased: `randomInt` draws each character. */
export function newProjectUid(): string {
  let uid = '';
  for (let index = 0; index < UID_LENGTH; index += 1) uid += UID_ALPHABET[randomInt(UID_ALPHABET.length)];
  return uid;
}

export interface CreateProjectInput {
  ownerId: number;
  workspaceId: number;
  fields: CreateProject;
  /** Injectable so a test can force the unlikely uid collision. */
  newUid?: () => string;
}

/**
 * Creates an active project in a workspace, badged with its category, with its creator as the owner
 * member — the project and the member row together or not at all. Each attempt is its own transaction (a
 * savepoint inside a caller's), so a uid collision is retried with a fresh uid.
 */
export async function createProject(db: Queryable, input: CreateProjectInput): Promise<Project> {
  const { ownerId, workspaceId, fields, newUid = newProjectUid } = input;
  const category = await requireCategory(db, fields.category_id);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const projectId = await db.transaction(async (tx) => {
        const [project] = await tx
          .insert(projects)
          .values({
            uid: newUid(),
            workspaceId,
            ownerId,
            categoryId: category.id,
            name: fields.name,
            description: fields.description,
            status: 'active',
            badges: [category.name],
          })
          .returning({ id: projects.id });
        await tx.insert(projectMembers).values({ projectId: project!.id, userId: ownerId, isOwner: true });
        return project!.id;
      });
      return await findProject(db, projectId);
    } catch (error) {
      if (attempt >= UID_ATTEMPTS || !isUniqueViolation(error, 'projects_uid_unique')) throw error;
    }
  }
}
