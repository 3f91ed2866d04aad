import {
  roleMay,
  roleRefusal,
  type Project,
  type ProjectMember,
  type RoleAction,
  type Workspace,
  type WorkspaceRole,
} from '@aerie/contract';

/**
 * The project admin (docs/product.md § Roles and permissions): the user whose id equals the project's `business_id`.
 * Only the admin sees delete, Remove Member and the transfer button; the server refuses the same actions to anyone
 * else.
 */
export function isProjectAdmin(project: Pick<Project, 'business_id'>, user: { user_id: number }): boolean {
  return project.business_id === user.user_id;
}

/** The owner's row in a member list (`owner` is 1); it is never removed or offered as a transfer target. */
export function isOwnerMember(member: Pick<ProjectMember, 'owner'>): boolean {
  return member.owner === 1;
}

/**
 * The caller's role on a project, as the server decides it (contract ROLE_TABLE): its own owner (the spec's
 * business_id) is `owner`; anyone else has their role in the project's workspace, and a collaborator who is
 * not in that workspace (the project was transferred away from them) counts as a `guest`.
 */
export function projectRoleOf(
  project: Pick<Project, 'business_id' | 'workspace'>,
  userId: number | undefined,
  workspaces: readonly Pick<Workspace, 'slug' | 'role'>[],
): WorkspaceRole {
  if (userId !== undefined && project.business_id === userId) return 'owner';
  return workspaces.find((workspace) => workspace.slug === project.workspace.slug)?.role ?? 'guest';
}

/** What a control needs to know: whether the role may act, and if not, the reason it shows. */
export interface RolePermissions {
  role: WorkspaceRole;
  may: (action: RoleAction) => boolean;
  /** The reason to show beside a control, or undefined when the role may take the action. */
  refusal: (action: RoleAction) => string | undefined;
}

export function rolePermissions(role: WorkspaceRole): RolePermissions {
  return {
    role,
    may: (action) => roleMay(role, action),
    refusal: (action) => (roleMay(role, action) ? undefined : roleRefusal(action)),
  };
}
