import { randomInt } from 'node:crypto';

import { taskKeyPrefixFor, type CreateProject, type Project } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { projectMembers, projects } from '../../db/schema/index.js';
import { assertWithinPlan } from '../billing/index.js';
import { lockMembership, lockWorkspacePlan } from '../workspaces/index.js';
import { notFound } from '../../errors.js';
import { emitEvent } from '../events/index.js';
import { requireCategory } from './categories.js';
import { findProject } from './project-queries.js';
import { isUniqueViolation } from '../../lib/database-errors.js';

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
 * member — the project and the member row together or not at all — when the workspace's plan has room.
 *
 * The plan is counted and the project written in one transaction holding the workspace's plan lock:
 * counted without it, ten creates at once all counted the same number and all went in (six projects on a
 * plan of one). The creator's membership is held too, so a removal from the team cannot leave the new
 * project owned by someone outside the workspace (lock order: workspaces/lock-membership.ts).
 */
export async function createProject(ports: Pick<AppContext, 'db'>, input: CreateProjectInput): Promise<Project> {
  const { db } = ports;
  const { ownerId, workspaceId, fields, newUid = newProjectUid } = input;
  const category = await requireCategory(db, fields.category_id);
  const projectId = await db.transaction(async (tx) => {
    const workspace = await lockWorkspacePlan(tx, workspaceId);
    const creator = workspace && (await lockMembership(tx, workspaceId, ownerId, 'key share'));
    if (!workspace || !creator) throw notFound('The workspace');
    await assertWithinPlan(tx, workspace, 'projects');
    // Each uid attempt is a savepoint, so a collision is retried with a fresh uid inside the same lock.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await tx.transaction(async (savepoint) => {
          const [project] = await savepoint
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
              taskKeyPrefix: taskKeyPrefixFor(fields.name),
            })
            .returning({ id: projects.id });
          await savepoint.insert(projectMembers).values({ projectId: project!.id, userId: ownerId, isOwner: true });
          await emitEvent(savepoint, {
            name: 'project.created',
            workspaceId,
            projectId: project!.id,
            actorUserId: ownerId,
            aggregate: `project:${project!.id}`,
            data: { projectId: project!.id, name: fields.name },
          });
          return project!.id;
        });
      } catch (error) {
        if (attempt >= UID_ATTEMPTS || !isUniqueViolation(error, 'projects_uid_unique')) throw error;
      }
    }
  });
  return findProject(db, projectId);
}
