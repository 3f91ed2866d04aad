import { GIT_PLATFORM_NAMES, REPOSITORY_MESSAGES, type ProviderPlatform } from '@aerie/contract';

import { GitProviderError } from '../../adapters/git-providers/git-provider.js';
import { AppError, notFound } from '../../errors.js';

/** A repository already in the project (the unique index on project, platform and provider id). */
export const ALREADY_IMPORTED = 'This repository is already in the project.';

/**
 * A provider's failure as the person should read it. A refused token is answered with the re-integrate
 * text (docs/product.md § Git integrations), in an error envelope, so the import page offers to connect again; the
 * provider's own reason is passed on otherwise (it never contains a token).
 */
export function providerFailure(platform: ProviderPlatform, error: unknown): Error {
  if (!(error instanceof GitProviderError)) return error instanceof Error ? error : new Error(String(error));
  const name = GIT_PLATFORM_NAMES[platform];
  switch (error.kind) {
    case 'unauthorized':
      return new AppError('bad_request', `${name} refused the stored connection. ${REPOSITORY_MESSAGES.reintegrate}`);
    case 'not_found':
      return notFound(`The repository on ${name}`);
    case 'rejected':
      return new AppError('bad_request', `${name} said: ${error.reason}`);
    case 'unavailable':
      return new AppError('bad_request', `${name} could not be reached. Please try again later.`, { status: 502 });
  }
}

/** Runs a provider call and turns its failure into the reply above. */
export async function askProvider<T>(platform: ProviderPlatform, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(platform, error);
  }
}

export const notConfigured = () => new AppError('bad_request', REPOSITORY_MESSAGES.notConfigured);
export const notConnected = () => new AppError('bad_request', REPOSITORY_MESSAGES.notConnected);
