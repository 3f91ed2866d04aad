import type { Config } from '../../config.js';
import { createBitbucketProvider } from './bitbucket-provider.js';
import type { GitProviders } from './git-provider.js';
import { createGitHubProvider } from './github-provider.js';
import { createGitLabProvider } from './gitlab-provider.js';

/** The three providers at the base URLs of the config (a local fake in tests and the e2e journey). */
export function createGitProviders(config: Config['gitProviders']): GitProviders {
  return {
    github: createGitHubProvider(config.github),
    gitlab: createGitLabProvider(config.gitlab),
    bitbucket: createBitbucketProvider(config.bitbucket),
  };
}
