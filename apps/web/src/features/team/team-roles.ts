import { INVITE_ROLES, roleMay, type WorkspaceRole } from '@aerie/contract';

/** docs/product.md § Roles and permissions: the spec's 'admin' role is our 'owner'; both show as Owner. */
export function roleLabel(role: string): string {
  if (role === 'owner' || role === 'admin') return 'Owner';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Inviting, re-inviting, deleting invitations and removing members (contract ROLE_TABLE 'manage the team'). */
export function canManageTeam(role: WorkspaceRole | undefined): boolean {
  return roleMay(role, 'manage the team');
}

/** The roles an invitation may give: a maintainer only from the workspace owner ('invite maintainers'). */
export function invitableRoles(role: WorkspaceRole | undefined): (typeof INVITE_ROLES)[number][] {
  return INVITE_ROLES.filter((candidate) => candidate !== 'maintainer' || roleMay(role, 'invite maintainers'));
}

/** One page of a list that is paged in the browser (docs/product.md § Page sizes: 15 per page). Out-of-range pages clamp. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
