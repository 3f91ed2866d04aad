import type { PlatformConfig, ProviderPlatform } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { createOAuthState } from './oauth-states.js';
import { notConfigured } from './provider-failures.js';

/** Where every provider sends the person back: the workspace integrations page, which calls integrate. */
export const integrationRedirectUrl = (ctx: AppContext) => `${ctx.config.appUrl}/dashboard/integrations`;

/** docs/product.md § Repository calls `repositories/{slug}/config`: the OAuth settings plus a fresh state for this session. */
export async function getPlatformConfig(
  ctx: AppContext,
  input: { platform: ProviderPlatform; workspaceId: number; sessionId: number },
): Promise<PlatformConfig> {
  const provider = ctx.gitProviders[input.platform];
  if (!provider.clientId) throw notConfigured();
  const { state, codeChallenge } = await createOAuthState(
    ctx,
    { sessionId: input.sessionId, workspaceId: input.workspaceId, platform: input.platform },
    provider.usesPkce,
  );
  const redirectUrl = integrationRedirectUrl(ctx);
  return {
    platform: input.platform,
    client_id: provider.clientId,
    redirect_url: redirectUrl,
    scope: provider.scope,
    state,
    authorize_url: provider.authorizeUrl({
      clientId: provider.clientId,
      redirectUrl,
      state,
      scope: provider.scope,
      codeChallenge,
    }),
  };
}
