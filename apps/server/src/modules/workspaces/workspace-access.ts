import { roleMay, roleRefusal, type RoleAction, type WorkspaceRole } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { workspaceMembers, workspaces, type WorkspaceRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';

export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
}

function selectAccess(where: 'slug' | 'id') {
  return preparedQuery((db) =>
    db
      .select({ workspace: workspaces, role: workspaceMembers.role })
      .from(workspaces)
      .innerJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, sql.placeholder('userId'))),
      )
      .where(eq(where === 'slug' ? workspaces.slug : workspaces.id, sql.placeholder('ref')))
      .limit(1),
  );
}
const selectAccessBySlug = selectAccess('slug');
const selectAccessById = selectAccess('id');

/**
 * The caller's membership of a workspace, by slug or id. A workspace the caller is not a member of
 * answers 404, exactly like one that does not exist (docs/architecture.md § Authorization).
 */
export async function assertWorkspaceMember(
  db: Queryable,
  userId: number,
  workspace: { slug: string } | { id: number },
): Promise<WorkspaceAccess> {
  const [access] =
    'slug' in workspace
      ? await selectAccessBySlug(db).execute({ userId, ref: workspace.slug })
      : await selectAccessById(db).execute({ userId, ref: workspace.id });
  if (!access) throw notFound('The workspace');
  return access;
}

/**
 * Members may look; only the owner and maintainers change who is in the team (contract ROLE_TABLE), and an
 * invitation to be a maintainer is the owner's to send or send again.
 */
export function assertTeamManager(access: WorkspaceAccess, invitedRole?: WorkspaceRole): void {
  if (!roleMay(access.role, 'manage the team')) throw notTeamManager();
  if (invitedRole === 'maintainer' && !roleMay(access.role, 'invite maintainers')) throw notMaintainerInviter();
}

export const notTeamManager = () => forbidden('Only the workspace owner and maintainers can manage the team.');
export const notMaintainerInviter = () => forbidden(roleRefusal('invite maintainers'));

/**
 * 403 when the caller's role (on a project, `projectRole`; on a workspace, its role) may not take the
 * action: members see the object, so they hear 403, not 404.
 */
export function assertRoleMay(role: WorkspaceRole | null, action: RoleAction): void {
  if (!roleMay(role, action)) throw forbidden(roleRefusal(action));
}
