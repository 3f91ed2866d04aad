import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deploymentRuns, deployments, type DeploymentRow, type DeploymentRunRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import { findVisibleProject, type VisibleProject } from '../projects/index.js';

export type DeploymentRef = { slug: string } | { id: number };

export type VisibleDeployment = VisibleProject & { deployment: DeploymentRow };

/**
 * A deployment of a project the caller may see, or 404 — the same answer as for one that does not exist
 * (docs/architecture.md § Authorization). Everyone who sees the project works with its deployments
 * (docs/product.md § Roles and permissions).
 */
export async function loadVisibleDeployment(
  db: Queryable,
  userId: number,
  ref: DeploymentRef,
): Promise<VisibleDeployment> {
  const where = 'slug' in ref ? eq(deployments.slug, ref.slug) : eq(deployments.id, ref.id);
  const [deployment] = await db.select().from(deployments).where(where).limit(1);
  const visible = deployment && (await findVisibleProject(db, userId, { id: deployment.projectId }));
  if (!deployment || !visible) throw notFound('The deployment');
  return { ...visible, deployment };
}

/** A run of a deployment the caller may see, or null (the caller answers 404 its own way). */
export async function findVisibleRun(
  db: Queryable,
  userId: number,
  runId: number,
): Promise<(VisibleDeployment & { run: DeploymentRunRow }) | null> {
  const [row] = await db
    .select({ run: deploymentRuns, deployment: deployments })
    .from(deploymentRuns)
    .innerJoin(deployments, eq(deployments.id, deploymentRuns.deploymentId))
    .where(eq(deploymentRuns.id, runId))
    .limit(1);
  const visible = row && (await findVisibleProject(db, userId, { id: row.deployment.projectId }));
  return row && visible ? { ...visible, deployment: row.deployment, run: row.run } : null;
}

export async function loadVisibleRun(db: Queryable, userId: number, runId: number) {
  const visible = await findVisibleRun(db, userId, runId);
  if (!visible) throw notFound('The run');
  return visible;
}

/** docs/product.md § Roles and permissions: only the project's owner deletes deployments; members see them, so they hear why (403). */
export function assertDeploymentOwner(visible: VisibleProject, userId: number): void {
  if (visible.project.ownerId !== userId) throw forbidden('Only the project owner can delete deployments.');
}

/**
 * docs/product.md § Deployment calls `commands/*`: the deployment named by id must also be of the project the call
 * names (by uid); a deployment of any other project answers the same 404 as one that does not exist.
 */
export async function loadProjectDeployment(
  db: Queryable,
  userId: number,
  deploymentId: number,
  projectUid: string,
): Promise<VisibleDeployment> {
  const visible = await loadVisibleDeployment(db, userId, { id: deploymentId });
  if (visible.project.uid !== projectUid) throw notFound('The deployment');
  return visible;
}
