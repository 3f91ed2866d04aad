import { HOST_PREFIX, type Host } from '@aerie/contract';

/**
 * Every host the process serves (docs/architecture.md § Hosts and scopes): the app (SPA, files, pages), the three JSON
 * hosts of the contract, the published sites (`*.{sites host}` and verified custom domains) and the storefronts
 * (`*.{stores host}`), and Aerie Git's smart HTTP (`/git/{workspace}/{repo}.git`, or GIT_HOST).
 */
export type HostName = 'app' | Host | 'sites' | 'storefronts' | 'git';

/**
 * The path prefix of each host in the one-port setup; the app owns everything no other host claims. The
 * sites are reached by Host header only, whatever the setup: their prefix is internal (the routing adds
 * it), and the sites scope answers nothing asked on another host, so no site is ever served from the
 * app's origin.
 */
export const PREFIX_OF_HOST: Record<HostName, string> = {
  app: '',
  ...HOST_PREFIX,
  sites: '/_sites',
  storefronts: '/_stores',
  git: '/git',
};
