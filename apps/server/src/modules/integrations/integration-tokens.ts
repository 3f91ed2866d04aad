import type { ProviderPlatform } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import { GitProviderError, type GitProvider, type ProviderTokens } from '../../adapters/git-providers/git-provider.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { gitIntegrations } from '../../db/schema/index.js';
import { openSecret, sealSecret } from '../secrets/index.js';
import { askProvider, notConnected, providerFailure } from './provider-failures.js';

export type IntegrationRow = typeof gitIntegrations.$inferSelect;

/** The row identity each ciphertext is bound to, so a token copied to another row does not open. */
export const tokenAad = (workspaceId: number, platform: ProviderPlatform, kind: 'access' | 'refresh') =>
  `git_integrations:${workspaceId}:${platform}:${kind}`;

/** Tokens are refreshed when fewer than this many milliseconds remain (as Dokploy does for GitLab). */
const REFRESH_MARGIN_MS = 60_000;

export function sealedTokens(ctx: AppContext, workspaceId: number, platform: ProviderPlatform, tokens: ProviderTokens) {
  return {
    accessTokenEnc: sealSecret(ctx.config, tokens.accessToken, tokenAad(workspaceId, platform, 'access')),
    refreshTokenEnc: tokens.refreshToken
      ? sealSecret(ctx.config, tokens.refreshToken, tokenAad(workspaceId, platform, 'refresh'))
      : null,
    expiresAt: tokens.expiresAt,
  };
}

export async function findIntegration(
  db: Queryable,
  workspaceId: number,
  platform: ProviderPlatform,
): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(gitIntegrations)
    .where(and(eq(gitIntegrations.workspaceId, workspaceId), eq(gitIntegrations.platform, platform)))
    .limit(1);
  return row ?? null;
}

/**
 * A stored token in clear. One that does not open (the server's key changed, or the ciphertext was moved
 * from another row) is as good as revoked: the person is asked to connect again.
 */
function openToken(ctx: AppContext, row: IntegrationRow, kind: 'access' | 'refresh'): string {
  const sealed = kind === 'access' ? row.accessTokenEnc : row.refreshTokenEnc;
  try {
    return openSecret(ctx.config, sealed ?? '', tokenAad(row.workspaceId, row.platform, kind));
  } catch {
    throw providerFailure(row.platform, new GitProviderError('unauthorized', 'The stored token could not be read'));
  }
}

const expiresSoon = (row: IntegrationRow, now: Date) =>
  row.expiresAt !== null && row.expiresAt.getTime() - now.getTime() < REFRESH_MARGIN_MS;

/**
 * A working access token of the integration, refreshed first when it is about to expire. The row is
 * locked while refreshing: providers rotate refresh tokens, so two refreshes at once would each spend the
 * same refresh token and one of the new ones would be lost. The second caller waits, then finds the row
 * already fresh and uses its token.
 */
export async function usableAccessToken(ctx: AppContext, integration: IntegrationRow): Promise<string> {
  const { workspaceId, platform } = integration;
  if (!expiresSoon(integration, ctx.clock.now())) return openToken(ctx, integration, 'access');
  const provider = ctx.gitProviders[platform];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(gitIntegrations).where(eq(gitIntegrations.id, integration.id)).for('update');
    if (!row) throw notConnected();
    if (!expiresSoon(row, ctx.clock.now())) return openToken(ctx, row, 'access');
    const refreshToken = row.refreshTokenEnc ? openToken(ctx, row, 'refresh') : null;
    const tokens = await askProvider(platform, async () => {
      if (!refreshToken) throw new GitProviderError('unauthorized', 'No refresh token was stored');
      return provider.refresh(refreshToken);
    });
    const sealed = sealedTokens(ctx, workspaceId, platform, tokens);
    await tx
      .update(gitIntegrations)
      .set({
        accessTokenEnc: sealed.accessTokenEnc,
        // A provider that does not rotate keeps the refresh token it had.
        refreshTokenEnc: sealed.refreshTokenEnc ?? row.refreshTokenEnc,
        expiresAt: sealed.expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(gitIntegrations.id, row.id));
    return tokens.accessToken;
  });
}

/** The provider and a working token for a workspace's connected platform; 400 when it is not connected. */
export async function connectedProvider(
  ctx: AppContext,
  workspaceId: number,
  platform: ProviderPlatform,
): Promise<{ provider: GitProvider; token: string }> {
  const integration = await findIntegration(ctx.db, workspaceId, platform);
  if (!integration) throw notConnected();
  return { provider: ctx.gitProviders[platform], token: await usableAccessToken(ctx, integration) };
}
