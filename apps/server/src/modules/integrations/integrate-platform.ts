import type { ProviderPlatform } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { gitIntegrations } from '../../db/schema/index.js';
import { sealedTokens } from './integration-tokens.js';
import { consumeOAuthState } from './oauth-states.js';
import { askProvider, notConfigured } from './provider-failures.js';
import { integrationRedirectUrl } from './platform-config.js';

/**
 * docs/product.md § Repository calls `repositories/integrate`: checks and spends the state, exchanges the code, and
 * keeps the tokens encrypted — one row per workspace and platform, replaced when the workspace connects again.
 */
export async function integratePlatform(
  ctx: AppContext,
  input: {
    platform: ProviderPlatform;
    workspaceId: number;
    sessionId: number;
    userId: number;
    code: string;
    state: string;
  },
): Promise<void> {
  const { platform, workspaceId } = input;
  const provider = ctx.gitProviders[platform];
  if (!provider.configured) throw notConfigured();
  const { codeVerifier } = await consumeOAuthState(ctx, input.state, {
    sessionId: input.sessionId,
    workspaceId,
    platform,
  });
  const tokens = await askProvider(platform, () =>
    provider.exchangeCode(input.code, integrationRedirectUrl(ctx), codeVerifier),
  );
  // The account name is what the card shows; a provider that will not say it still gives a connection.
  const accountLogin = await provider.currentUser(tokens.accessToken).catch((error: unknown) => {
    ctx.logger.warn({ err: error, platform }, 'the connected account could not be read');
    return null;
  });
  const values = {
    ...sealedTokens(ctx, workspaceId, platform, tokens),
    connectedById: input.userId,
    accountLogin,
    scope: tokens.scope?.slice(0, 500) ?? null,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(gitIntegrations)
    .values({ workspaceId, platform, ...values })
    .onConflictDoUpdate({ target: [gitIntegrations.workspaceId, gitIntegrations.platform], set: values });
}
