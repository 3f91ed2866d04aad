import type { Category, Project, ProjectMember } from '@aerie/contract';

import type { ProjectRow, UserRow } from '../../db/schema/index.js';

export interface ProjectSource {
  project: ProjectRow;
  category: Category;
  workspace: Project['workspace'];
  membersCount: number;
}

/** A project row as the browser reads it. `business_id` is the owner's user id (docs/product.md § Roles and permissions, admin rule). */
export function toProject(source: ProjectSource, membersCount: number, counts: Project['counts']): Project {
  const { project, category, workspace } = source;
  return {
    id: project.id,
    u_id: project.uid,
    name: project.name,
    description: project.description,
    status: project.status,
    badges: project.badges,
    category_id: project.categoryId,
    category: { id: category.id, name: category.name },
    business_id: project.ownerId,
    workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name },
    members_count: membersCount,
    counts,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

export interface MemberSource {
  id: number;
  isOwner: boolean;
  createdAt: Date;
  user: Pick<UserRow, 'id' | 'first' | 'last' | 'email' | 'avatar'>;
}

/** A project member (docs/product.md § Collaborators); `owner` is 1 on the owner's row only. */
export function toProjectMember(member: MemberSource): ProjectMember {
  return {
    id: member.id,
    owner: member.isOwner ? 1 : 0,
    created_at: member.createdAt.toISOString(),
    profile: {
      id: member.user.id,
      first: member.user.first,
      last: member.user.last,
      email: member.user.email,
      avatar: member.user.avatar,
    },
  };
}
