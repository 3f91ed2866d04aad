import type { ProviderPlatform } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { gitIntegrations } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/**
 * docs/product.md § Repository calls `DELETE repositories/{slug}/{platform}`: forgets the connection and its tokens.
 * Repositories already imported stay in their projects; their commits stop updating until the platform is connected
 * again.
 */
export async function revokeIntegration(ctx: AppContext, workspaceId: number, platform: ProviderPlatform) {
  const deleted = await ctx.db
    .delete(gitIntegrations)
    .where(and(eq(gitIntegrations.workspaceId, workspaceId), eq(gitIntegrations.platform, platform)))
    .returning({ id: gitIntegrations.id });
  if (!deleted.length) throw notFound('The integration');
}
