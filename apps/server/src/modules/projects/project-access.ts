import type { Category, WorkspaceRole } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import {
  categories,
  projectMembers,
  projects,
  workspaceMembers,
  workspaces,
  type ProjectRow,
  type WorkspaceRow,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import { guardProjectWrite } from './project-write-guard.js';

/** What a caller who may see a project gets to work with. */
export interface VisibleProject {
  project: ProjectRow;
  workspace: WorkspaceRow;
  category: Category;
  /** The caller's role in the project's workspace; null for a collaborator who is not in it. */
  role: WorkspaceRole | null;
  /**
   * What the caller may do on this project (contract ROLE_TABLE): its own owner counts as `owner`, a
   * collaborator who is not in the workspace (the project was transferred away from them) as a `guest`.
   */
  projectRole: WorkspaceRole;
}

export type ProjectRef = { uid: string } | { id: number };

function selectVisibleProject(where: 'uid' | 'id') {
  return preparedQuery((db) =>
    db
      .select({
        project: projects,
        workspace: workspaces,
        // Joined here so the project page needs no second look-up of the project.
        category: { id: categories.id, name: categories.name },
        role: workspaceMembers.role,
        collaboratorId: projectMembers.id,
      })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .innerJoin(categories, eq(categories.id, projects.categoryId))
      .leftJoin(
        workspaceMembers,
        and(
          eq(workspaceMembers.workspaceId, projects.workspaceId),
          eq(workspaceMembers.userId, sql.placeholder('userId')),
        ),
      )
      .leftJoin(
        projectMembers,
        and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, sql.placeholder('userId'))),
      )
      .where(eq(where === 'uid' ? projects.uid : projects.id, sql.placeholder('ref')))
      .limit(1),
  );
}
const selectVisibleProjectByUid = selectVisibleProject('uid');
const selectVisibleProjectById = selectVisibleProject('id');

/**
 * The one visibility rule for projects: members of the project's workspace and the project's own
 * collaborators see it; for anyone else it does not exist.
 */
export async function findVisibleProject(
  db: Queryable,
  userId: number,
  ref: ProjectRef,
): Promise<VisibleProject | null> {
  const [row] =
    'uid' in ref
      ? await selectVisibleProjectByUid(db).execute({ userId, ref: ref.uid })
      : await selectVisibleProjectById(db).execute({ userId, ref: ref.id });
  if (!row || (row.role === null && row.collaboratorId === null)) return null;
  // Seen, so a refusal is a 403: a project beyond the workspace plan's limit is read-only (issue 25).
  await guardProjectWrite(db, row.project.id);
  const projectRole = row.project.ownerId === userId ? 'owner' : (row.role ?? 'guest');
  return { project: row.project, workspace: row.workspace, category: row.category, role: row.role, projectRole };
}

/**
 * A project the caller may see, or 404 — the same answer as for a project that does not exist
 * (docs/architecture.md § Authorization), so a uid from another workspace reveals nothing.
 */
export async function loadVisibleProject(db: Queryable, userId: number, ref: ProjectRef): Promise<VisibleProject> {
  const visible = await findVisibleProject(db, userId, ref);
  if (!visible) throw notFound('The project');
  return visible;
}

export type ProjectMemberRow = typeof projectMembers.$inferSelect;

/**
 * A project member row by its id, with its project, for the calls that name a member and not a project.
 * A member of a project the caller cannot see answers the same 404 as an unknown id.
 */
export async function loadVisibleMember(
  db: Queryable,
  userId: number,
  memberId: number,
): Promise<VisibleProject & { member: ProjectMemberRow }> {
  const [member] = await db.select().from(projectMembers).where(eq(projectMembers.id, memberId)).limit(1);
  const visible = member && (await findVisibleProject(db, userId, { id: member.projectId }));
  if (!member || !visible) throw notFound('The project member');
  return { ...visible, member };
}

/** The owner-only actions (docs/product.md § Roles and permissions), as the 403 message names them. */
const OWNER_ACTIONS = {
  delete: 'delete this project',
  removeMember: 'remove collaborators',
  transfer: 'transfer ownership',
} as const;
export type OwnerAction = keyof typeof OWNER_ACTIONS;

export const notProjectOwner = (action: OwnerAction) =>
  forbidden(`Only the project owner can ${OWNER_ACTIONS[action]}.`);

/**
 * The owner is the user in `projects.owner_id`, the spec's `business_id`. Other members see the project,
 * so they hear 403 rather than 404.
 */
export function assertProjectOwner(project: ProjectRow, userId: number, action: OwnerAction): void {
  if (project.ownerId !== userId) throw notProjectOwner(action);
}
