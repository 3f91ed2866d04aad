import { and, eq, isNotNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projects, repositories, servers } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';
import { notProjectOwner } from './project-access.js';

/**
 * Deletes a project; its member rows, repositories, servers and the rest go with it (ON DELETE CASCADE).
 * The owner is checked again in the statement: an ownership transfer may have landed since the caller was
 * checked. What lives outside the database — the Aerie Git repositories' directories and the pilots made
 * at a cloud — is read in the same transaction and named in the `project.deleted` event it emits, so the
 * domains that made them remove exactly those once the delete has committed (their subscribers).
 */
export async function deleteProject(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  projectId: number,
  ownerId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Read before the cascade takes them; a failed owner check below rolls this back too.
    const gitRepositories = await tx
      .delete(repositories)
      .where(and(eq(repositories.projectId, projectId), eq(repositories.platform, 'aerie')))
      .returning({ id: repositories.id });
    // Locked, so a provision finishing meanwhile cannot add a cloud server this list misses.
    const pilots = await tx
      .select({ serverId: servers.id, cloud: servers.cloudProvider, providerServerId: servers.providerServerId })
      .from(servers)
      .where(and(eq(servers.projectId, projectId), isNotNull(servers.pilotId)))
      .for('update');
    const [deleted] = await tx
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
      .returning({ id: projects.id, name: projects.name, workspaceId: projects.workspaceId });
    if (!deleted) throw notProjectOwner('delete');
    await emitEvent(tx, {
      name: 'project.deleted',
      workspaceId: deleted.workspaceId,
      projectId,
      actorUserId: ownerId,
      aggregate: `project:${projectId}`,
      data: {
        projectId,
        name: deleted.name,
        pilots,
        aerieRepositoryIds: gitRepositories.map((row) => row.id),
      },
    });
  });
}
