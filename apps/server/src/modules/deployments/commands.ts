import { DEPLOYMENT_RULES, type CommandsRecord } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deploymentCommands, servers, type DeploymentCommandsRow, type DeploymentRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { newDeploymentSlug } from './deployment-slug.js';

/**
 * A deployment's commands record, created with 'pwd' when it has none (docs/product.md § Build commands and variables:
 * opening the commands page creates it). `deployment_id` is unique and the insert does nothing on conflict, so two
 * first opens at once make ONE record and both read it. The opener is not its editor: `user_id` stays null until a
 * save.
 */
export async function openCommands(db: Queryable, deployment: DeploymentRow): Promise<DeploymentCommandsRow> {
  await db
    .insert(deploymentCommands)
    .values({ slug: newDeploymentSlug(), deploymentId: deployment.id, commands: DEPLOYMENT_RULES.defaultCommands })
    .onConflictDoNothing({ target: deploymentCommands.deploymentId });
  const [record] = await db.select().from(deploymentCommands).where(eq(deploymentCommands.deploymentId, deployment.id));
  return record!;
}

/** docs/product.md § Deployment calls `commands/create`: the record, when the deployment has none yet; else 409. */
export async function createCommands(
  db: Queryable,
  input: { deployment: DeploymentRow; userId: number; commands: string },
): Promise<DeploymentCommandsRow> {
  const [record] = await db
    .insert(deploymentCommands)
    .values({
      slug: newDeploymentSlug(),
      deploymentId: input.deployment.id,
      commands: input.commands,
      updatedById: input.userId,
    })
    .onConflictDoNothing({ target: deploymentCommands.deploymentId })
    .returning();
  if (!record) throw new AppError('conflict', 'This deployment already has build commands. Save them instead.');
  return record;
}

/**
 * docs/product.md § Deployment calls `commands/update/{slug}`: the record of that slug, only if it is this deployment's
 * (404 for any other). The caller is recorded as its editor, whatever `user_id` the body names.
 */
export async function updateCommands(
  db: Queryable,
  input: { deployment: DeploymentRow; slug: string; userId: number; commands: string },
): Promise<DeploymentCommandsRow> {
  const [record] = await db
    .update(deploymentCommands)
    .set({ commands: input.commands, updatedById: input.userId, updatedAt: new Date() })
    .where(and(eq(deploymentCommands.slug, input.slug), eq(deploymentCommands.deploymentId, input.deployment.id)))
    .returning();
  if (!record) throw notFound('The commands');
  return record;
}

/** docs/product.md § Build commands and variables, with the server's name and ip the editor's header shows. */
export async function commandsView(
  db: Queryable,
  record: DeploymentCommandsRow,
  deployment: DeploymentRow,
): Promise<CommandsRecord> {
  const [server] = await db
    .select({ name: servers.name, ip: servers.ip })
    .from(servers)
    .where(eq(servers.id, deployment.serverId));
  return {
    slug: record.slug,
    commands: record.commands,
    updated_at: record.updatedAt.toISOString(),
    server: server ?? { name: '', ip: null },
    project_id: deployment.projectId,
    deployment_id: deployment.id,
    user_id: record.updatedById,
  };
}
