import type { WorkspaceRole } from '@aerie/contract';

/** 001 §6: the spec's 'admin' role is our 'owner'; both show as Owner. */
export function roleLabel(role: string): string {
  if (role === 'owner' || role === 'admin') return 'Owner';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Inviting, re-inviting, deleting invitations and removing members: the server allows owners and maintainers. */
export function canManageTeam(role: WorkspaceRole | undefined): boolean {
  return role === 'owner' || role === 'maintainer';
}

/** One page of a list that is paged in the browser (001 §2: 15 per page). Out-of-range pages clamp. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
