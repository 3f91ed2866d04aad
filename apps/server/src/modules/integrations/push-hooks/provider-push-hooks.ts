import { GIT_PLATFORM_NAMES, type ProviderPlatform } from '@aerie/contract';

import { GitProviderError, type ProviderRepositoryRef } from '../../../adapters/git-providers/git-provider.js';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../errors.js';
import { findIntegration, usableAccessToken } from '../integration-tokens.js';
import { notConnected, providerFailure } from '../provider-failures.js';
import { newPushHookKeys, pushHookUrl, sealPushHookSecret } from './push-hook-secret.js';

/** A provider repository as the hook calls need it. */
export interface HookedRepository {
  id: number;
  workspaceId: number;
  platform: ProviderPlatform;
  platformRepoId: string | null;
  fullName: string | null;
}

/** A hook made at the provider and not yet stored. */
export interface MadePushHook {
  slug: string;
  secretEnc: string;
  providerHookId: string;
}

const refOf = (repository: HookedRepository): ProviderRepositoryRef => ({
  id: repository.platformRepoId ?? '',
  fullName: repository.fullName ?? '',
});

/** Why the provider would not make the hook, as the push-to-deploy field's message. */
function refusal(platform: ProviderPlatform, error: unknown): Error {
  const name = GIT_PLATFORM_NAMES[platform];
  const failure =
    error instanceof GitProviderError && error.kind === 'not_found'
      ? new AppError(
          'bad_request',
          `${name} did not let this connection add a webhook to the repository: it needs admin rights there.`,
        )
      : error instanceof GitProviderError && error.kind === 'rejected'
        ? new AppError('bad_request', `${name} refused the push webhook: ${error.reason}`)
        : providerFailure(platform, error);
  if (!(failure instanceof AppError)) return failure;
  return new AppError(failure.code, failure.message, {
    status: failure.status,
    fieldErrors: { push_to_deploy: [failure.message] },
  });
}

/**
 * Makes the repository's push webhook at its provider with the workspace's connection (docs/product.md
 * § Schedules and push-to-deploy): a fresh slug and secret, the secret sealed for the row. Any failure is a
 * field error on `push_to_deploy`, and nothing was made.
 */
export async function makeProviderPushHook(ctx: AppContext, repository: HookedRepository): Promise<MadePushHook> {
  const { platform } = repository;
  try {
    const integration = await findIntegration(ctx.db, repository.workspaceId, platform);
    if (!integration) throw notConnected();
    const token = await usableAccessToken(ctx, integration);
    const { slug, secret } = newPushHookKeys();
    const providerHookId = await ctx.gitProviders[platform].createPushHook(token, refOf(repository), {
      url: pushHookUrl(ctx.config, slug),
      secret,
    });
    return { slug, secretEnc: sealPushHookSecret(ctx, slug, secret), providerHookId };
  } catch (error) {
    throw refusal(platform, error);
  }
}

/**
 * Removes a push webhook at the provider, best effort: the row is already gone (or never was), and a
 * provider that is down or a connection that was removed must not undo what the person asked for. A
 * leftover hook only sends pushes that answer 401. Logged, never thrown.
 */
export async function deleteProviderPushHook(
  ctx: AppContext,
  repository: HookedRepository,
  providerHookId: string,
): Promise<void> {
  try {
    const integration = await findIntegration(ctx.db, repository.workspaceId, repository.platform);
    if (!integration) throw new GitProviderError('unauthorized', 'The platform is no longer connected');
    const token = await usableAccessToken(ctx, integration);
    await ctx.gitProviders[repository.platform].deletePushHook(token, refOf(repository), providerHookId);
  } catch (error) {
    ctx.logger.warn(
      { err: error, repositoryId: repository.id, platform: repository.platform },
      'provider push webhook could not be removed',
    );
  }
}
