import { GIT_PLATFORM_NAMES, PROVIDER_PLATFORMS, type Integration } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { gitIntegrations } from '../../db/schema/index.js';

const DESCRIPTIONS = {
  github: 'Import your GitHub repositories, create new ones and follow their commits.',
  gitlab: 'Import your GitLab projects, create new ones and follow their commits.',
  bitbucket: 'Import your Bitbucket repositories, create new ones and follow their commits.',
} as const;

/** docs/product.md § Git integrations: the three platforms always, each saying whether the workspace connected it. */
export async function listIntegrations(ctx: AppContext, workspaceId: number): Promise<Integration[]> {
  const rows = await ctx.db
    .select({
      platform: gitIntegrations.platform,
      accountLogin: gitIntegrations.accountLogin,
      updatedAt: gitIntegrations.updatedAt,
    })
    .from(gitIntegrations)
    .where(eq(gitIntegrations.workspaceId, workspaceId));
  return PROVIDER_PLATFORMS.map((platform) => {
    const row = rows.find((candidate) => candidate.platform === platform);
    const configured = ctx.gitProviders[platform].configured;
    return {
      name: GIT_PLATFORM_NAMES[platform],
      platform,
      image: `/images/platforms/${platform}.svg`,
      badges: ['Repositories', 'Commits'],
      isActive: Boolean(row),
      description: DESCRIPTIONS[platform],
      u_id: workspaceId,
      // A connection made before the client id was removed still works until revoked.
      status: row ? 'connected' : configured ? 'disconnected' : 'unavailable',
      configured,
      account: row?.accountLogin ?? null,
      connected_at: row ? row.updatedAt.toISOString() : null,
    };
  });
}
