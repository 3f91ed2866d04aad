import type { DeploymentConfig } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentConfigs, type DeploymentConfigRow, type DeploymentRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { openVariables, sealVariables } from './config-secret.js';
import { newDeploymentSlug } from './deployment-slug.js';

/**
 * A deployment's config, created empty when it has none (docs/product.md § Build commands and variables). One record
 * per deployment: the insert does nothing on conflict with the unique `deployment_id`, so first opens made at once
 * share one record. The text is sealed even when empty, so every row reads the same way.
 */
export async function openConfig(ctx: AppContext, deployment: DeploymentRow): Promise<DeploymentConfigRow> {
  const slug = newDeploymentSlug();
  await ctx.db
    .insert(deploymentConfigs)
    .values({ slug, deploymentId: deployment.id, variablesEnc: sealVariables(ctx, slug, '') })
    .onConflictDoNothing({ target: deploymentConfigs.deploymentId });
  const [config] = await ctx.db
    .select()
    .from(deploymentConfigs)
    .where(eq(deploymentConfigs.deploymentId, deployment.id));
  return config!;
}

/**
 * docs/product.md § Deployment calls `deployments/variables/{slug}`: saves the KEY=VALUE text (checked by the
 * contract), sealed with the config's own slug as associated data. `slug` is the config's (from the GET reply) or, as
 * the editor's page address carries it, the deployment's; any other answers 404. The text is never logged.
 */
export async function saveVariables(
  ctx: AppContext,
  input: { deployment: DeploymentRow; slug: string; userId: number; variables: string },
): Promise<DeploymentConfigRow> {
  const config = await openConfig(ctx, input.deployment);
  if (input.slug !== config.slug && input.slug !== input.deployment.slug) throw notFound('The config');
  const [saved] = await ctx.db
    .update(deploymentConfigs)
    .set({
      variablesEnc: sealVariables(ctx, config.slug, input.variables),
      updatedById: input.userId,
      updatedAt: new Date(),
    })
    .where(eq(deploymentConfigs.id, config.id))
    .returning();
  if (!saved) throw notFound('The config');
  return saved;
}

/** docs/product.md § Build commands and variables, opened: only ever sent to those who see the project (it is their config). */
export function configView(ctx: AppContext, config: DeploymentConfigRow): DeploymentConfig {
  return {
    slug: config.slug,
    variables: openVariables(ctx, config),
    updated_at: config.updatedAt.toISOString(),
    deployment_id: config.deploymentId,
  };
}
