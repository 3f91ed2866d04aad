import { and, eq, isNotNull } from 'drizzle-orm';

import type { Database } from '../../db/client.js';
import { projects, repositories, servers } from '../../db/schema/index.js';
import type { CloudPilot } from '../hosting/destroy-pilot.js';
import { notProjectOwner } from './project-access.js';

/**
 * Deletes a project; its member rows, repositories, servers and the rest go with it (ON DELETE CASCADE).
 * The owner is checked again in the statement: an ownership transfer may have landed since the caller was
 * checked. Returns what lives outside the database, read in the same transaction — the Aerie Git
 * repositories and the pilots made at a cloud — so the caller removes exactly those once the delete has
 * committed.
 */
export async function deleteProject(
  db: Database,
  projectId: number,
  ownerId: number,
): Promise<{ gitRepositories: { id: number; workspaceId: number }[]; pilots: CloudPilot[] }> {
  return db.transaction(async (tx) => {
    // Read before the cascade takes them; a failed owner check below rolls this back too.
    const gitRepositories = await tx
      .delete(repositories)
      .where(and(eq(repositories.projectId, projectId), eq(repositories.platform, 'aerie')))
      .returning({ id: repositories.id, workspaceId: repositories.workspaceId });
    // Locked, so a provision finishing meanwhile cannot add a cloud server this list misses.
    const pilots = await tx
      .select({ id: servers.id, cloudProvider: servers.cloudProvider, providerServerId: servers.providerServerId })
      .from(servers)
      .where(and(eq(servers.projectId, projectId), isNotNull(servers.pilotId)))
      .for('update');
    const deleted = await tx
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
      .returning({ id: projects.id });
    if (!deleted.length) throw notProjectOwner('delete');
    return { gitRepositories, pilots };
  });
}
