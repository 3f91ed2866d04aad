import type { ProjectWithMembers } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { projectReadOnlyReason } from '../billing/index.js';
import { listProjectMembers } from './list-project-members.js';
import { projectContentCounts } from './project-content-counts.js';
import type { VisibleProject } from './project-access.js';
import { toProject } from './project-view.js';

/**
 * One project with its members, the owner first (the project page's collaborators card). Built from the
 * row the visibility check already read, so the page costs one more query: its members.
 */
export async function getProject(
  db: Queryable,
  visible: VisibleProject,
): Promise<ProjectWithMembers & { read_only: string | null }> {
  const { project, workspace, category } = visible;
  const members = await listProjectMembers(db, project.id);
  const contents = await projectContentCounts(db, [project.id]);
  // Counted from the list itself, so the card's number and its names always agree.
  const source = { project, category, workspace, membersCount: members.length };
  const readOnly = await projectReadOnlyReason(db, project.id);
  return {
    ...toProject(source, members.length, contents.get(project.id)!),
    members,
    read_only: readOnly?.message ?? null,
  };
}
