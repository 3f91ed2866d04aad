import type { ProviderPlatform } from '@aerie/contract';
import { and, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { gitIntegrations, providerPushHooks, repositories } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { findIntegration } from './integration-tokens.js';
import { deleteProviderPushHook } from './push-hooks/provider-push-hooks.js';

/**
 * docs/product.md § Repository calls `DELETE repositories/{slug}/{platform}`: forgets the connection and its tokens.
 * Repositories already imported stay in their projects; their commits stop updating until the platform is connected
 * again. Their push webhooks go first, while the token to remove them at the provider still exists (best effort: a
 * hook the provider keeps only sends requests that answer 401).
 */
export async function revokeIntegration(ctx: AppContext, workspaceId: number, platform: ProviderPlatform) {
  if (!(await findIntegration(ctx.db, workspaceId, platform))) throw notFound('The integration');
  const hooked = ctx.db
    .select({ id: repositories.id })
    .from(repositories)
    .where(and(eq(repositories.workspaceId, workspaceId), eq(repositories.platform, platform)));
  const taken = await ctx.db
    .delete(providerPushHooks)
    .where(inArray(providerPushHooks.repositoryId, hooked))
    .returning({ repositoryId: providerPushHooks.repositoryId, providerHookId: providerPushHooks.providerHookId });
  for (const hook of taken) {
    const [repository] = await ctx.db.select().from(repositories).where(eq(repositories.id, hook.repositoryId));
    if (repository && repository.platform !== 'aerie')
      await deleteProviderPushHook(ctx, { ...repository, platform: repository.platform }, hook.providerHookId);
  }
  const deleted = await ctx.db
    .delete(gitIntegrations)
    .where(and(eq(gitIntegrations.workspaceId, workspaceId), eq(gitIntegrations.platform, platform)))
    .returning({ id: gitIntegrations.id });
  if (!deleted.length) throw notFound('The integration');
}
