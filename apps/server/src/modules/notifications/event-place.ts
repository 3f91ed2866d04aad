import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, workspaces } from '../../db/schema/index.js';
import type { EventPlace } from './describe-event.js';

/** The project (if it still exists) and workspace an event happened in, for its words and link. */
export async function eventPlace(
  db: Queryable,
  event: { workspaceId: number; projectId: number | null },
): Promise<EventPlace> {
  const [workspace] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, event.workspaceId));
  const [project] =
    event.projectId === null
      ? []
      : await db
          .select({ uid: projects.uid, name: projects.name })
          .from(projects)
          .where(eq(projects.id, event.projectId));
  return {
    projectUid: project?.uid ?? null,
    projectName: project?.name ?? null,
    workspaceName: workspace?.name ?? '',
  };
}
