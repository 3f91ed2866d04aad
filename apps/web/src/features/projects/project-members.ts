import { LIMITS, type ProjectMember, type TeamMember } from '@aerie/contract';

import { isOwnerMember } from '@/lib/project-permissions';

/** The collaborators card shows the first few members only (docs/product.md § Collaborators: 5). */
export function memberPreview(members: readonly ProjectMember[]): ProjectMember[] {
  return members.slice(0, LIMITS.collaboratorPreview);
}

/** Workspace team members who can still be added: those not already on the project. */
export function addableTeamMembers(
  teamMembers: readonly TeamMember[],
  projectMembers: readonly ProjectMember[],
): TeamMember[] {
  const onProject = new Set(projectMembers.map((member) => member.profile.id));
  return teamMembers.filter((member) => !onProject.has(member.profile.id));
}

/** Who ownership can go to: every member but the current owner (docs/product.md § Collaborators). */
export function transferCandidates(members: readonly ProjectMember[]): ProjectMember[] {
  return members.filter((member) => !isOwnerMember(member));
}

export function fullName(profile: { first: string; last: string }): string {
  return `${profile.first} ${profile.last}`.trim();
}
