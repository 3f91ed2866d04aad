import type { Config } from '../../config.js';

const withoutPort = (host: string) => host.replace(/:\d+$/, '');

/**
 * The platform's own names: the sites and stores domains and the app's and API hosts' (and anything under
 * them). A domain on one would answer for the platform, a store or a store's seller admin; and their
 * certificates are the operator's (docs/deploy.md), never asked for on demand.
 */
function platformHosts(config: Config): string[] {
  const names = [
    config.sites.host,
    config.stores.host,
    new URL(config.appUrl).host,
    ...Object.values(config.hostnames),
  ];
  return names.filter((name): name is string => Boolean(name)).map((name) => withoutPort(name.toLowerCase()));
}

const isUnder = (domain: string, host: string) => domain === host || domain.endsWith(`.${host}`);

/** Whether `domain` (lower case, no port) is one of the platform's own names or under one. */
export function isPlatformName(config: Config, domain: string): boolean {
  return platformHosts(config).some((host) => isUnder(domain, host));
}

/**
 * Where a user points a host of their domain: a CNAME to the sites host, which the operator's DNS sends to
 * the web processes (docs/deploy.md).
 */
export const pointRecord = (sites: Config['sites']) => ({ type: 'CNAME' as const, target: withoutPort(sites.host) });
