import { existsSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

import { and, eq } from 'drizzle-orm';

import { deploymentConfigs, deploymentRuns, domainEvents, type DeploymentRunRow } from '../../src/db/schema/index.js';
import { sealVariables } from '../../src/modules/deployments/config-secret.js';
import type { TestApp } from './test-app.js';

/** The release `{deployPath}/current` points at (`releases/{name}` → name), or null when there is none. */
export function liveRelease(deployPath: string): string | null {
  const link = join(deployPath, 'current');
  if (!existsSync(link)) return null;
  return readlinkSync(link).replace(/^releases\//, '');
}

/**
 * Queues a rollback run as the API will (a row naming the run rolled back to, and its job): the API is
 * another piece of work; the engine is what these tests are about.
 */
export async function startRollback(
  t: TestApp,
  target: Pick<DeploymentRunRow, 'id' | 'deploymentId'>,
  userId: number | null,
): Promise<DeploymentRunRow> {
  const [run] = await t.runtime.ctx.db
    .insert(deploymentRuns)
    .values({
      deploymentId: target.deploymentId,
      trigger: 'manual',
      kind: 'rollback',
      rollbackOfRunId: target.id,
      startedById: userId,
    })
    .returning();
  await t.runtime.ctx.jobs.send('deployment-run', { runId: run!.id });
  t.runtime.ctx.jobs.wake('deployment-run');
  return run!;
}

/** Replaces the deployment's variables, sealed as the API seals them. */
export async function setVariables(t: TestApp, deploymentId: number, text: string): Promise<void> {
  const [config] = await t.runtime.ctx.db
    .select()
    .from(deploymentConfigs)
    .where(eq(deploymentConfigs.deploymentId, deploymentId));
  await t.runtime.ctx.db
    .update(deploymentConfigs)
    .set({ variablesEnc: sealVariables(t.runtime.ctx, config!.slug, text) })
    .where(eq(deploymentConfigs.id, config!.id));
}

/** The `deployment.*` events of a deployment, oldest first, as name and data. */
export async function deploymentEvents(t: TestApp, deploymentId: number) {
  const rows = await t.runtime.ctx.db
    .select({ name: domainEvents.name, data: domainEvents.data })
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregate, `deployment:${deploymentId}`)))
    .orderBy(domainEvents.id);
  return rows;
}
