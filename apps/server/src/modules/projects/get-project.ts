import type { ProjectWithMembers } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { listProjectMembers } from './list-project-members.js';
import { findProject } from './project-queries.js';

/** One project with its members, the owner first (the project page's collaborators card). */
export async function getProject(db: Queryable, projectId: number): Promise<ProjectWithMembers> {
  const project = await findProject(db, projectId);
  const members = await listProjectMembers(db, projectId);
  // Counted from the list itself, so the card's number and its names always agree.
  return { ...project, members_count: members.length, members };
}
