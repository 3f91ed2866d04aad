import { eq, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { servers, type ServerRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import { findVisibleProject, type VisibleProject } from '../projects/index.js';

export type ServerRef = { slug: string } | { id: number } | { pilotId: string };

function whereOf(ref: ServerRef): SQL {
  if ('slug' in ref) return eq(servers.slug, ref.slug);
  if ('id' in ref) return eq(servers.id, ref.id);
  return eq(servers.pilotId, ref.pilotId);
}

/**
 * A server of a project the caller may see, or 404 — the same answer as for a server that does not exist
 * (docs/architecture.md § Authorization). `what` names it in that 404 ('The pilot', 'The server').
 */
export async function loadVisibleServer(
  db: Queryable,
  userId: number,
  ref: ServerRef,
  what = 'The server',
): Promise<VisibleProject & { server: ServerRow }> {
  const [server] = await db.select().from(servers).where(whereOf(ref)).limit(1);
  const visible = server && (await findVisibleProject(db, userId, { id: server.projectId }));
  if (!server || !visible) throw notFound(what);
  return { ...visible, server };
}

/**
 * docs/product.md § Roles and permissions: only the project's owner deletes pilots, server connections and SSH users;
 * members see why (403).
 */
export function assertServerOwner(visible: VisibleProject, userId: number, what: 'servers' | 'SSH users'): void {
  if (visible.project.ownerId !== userId) throw forbidden(`Only the project owner can delete ${what}.`);
}
