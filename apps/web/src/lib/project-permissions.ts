import type { Project, ProjectMember } from '@aerie/contract';

/**
 * The project admin (000 §6, 001 §6): the user whose id equals the project's `business_id`. Only the admin
 * sees delete, Remove Member and the transfer button; the server refuses the same actions to anyone else.
 */
export function isProjectAdmin(project: Pick<Project, 'business_id'>, user: { user_id: number }): boolean {
  return project.business_id === user.user_id;
}

/** The owner's row in a member list (`owner` is 1); it is never removed or offered as a transfer target. */
export function isOwnerMember(member: Pick<ProjectMember, 'owner'>): boolean {
  return member.owner === 1;
}
