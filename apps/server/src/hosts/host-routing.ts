import type { IncomingMessage } from 'node:http';

import type { FastifyRequest, onRequestHookHandler } from 'fastify';

import { AppError } from '../errors.js';
import { PREFIX_OF_HOST, type HostName } from './host-names.js';

export type Hostnames = Partial<Record<HostName, string | null>>;

function hostHeader(headers: IncomingMessage['headers']): string {
  return (headers.host ?? '').toLowerCase();
}

/**
 * Host-header routing, when hosts have their own names: a request to `api.example.com/api/login` is
 * routed as `/api/api/login`, into the API scope, exactly as the one-port setup routes it by prefix.
 * Hosts without a name keep their prefix on the app's origin. Published sites and storefronts are always
 * told apart by Host header (`*.{sites host}` and verified custom domains, `*.{stores host}`):
 * `hostPrefixOf` names their prefix. A storefront's `/store-api/…` calls (its seller's admin) go to the
 * store host as they are.
 * The Host header is read as received (never X-Forwarded-Host, which a client can write): a proxy in front
 * passes the public Host through, as load balancers do by default.
 */
export function rewriteUrlForHosts(
  hostnames: Hostnames,
  hostPrefixOf: (host: string) => string | undefined,
): (request: IncomingMessage) => string {
  const prefixOf = new Map<string, string>();
  for (const [host, hostname] of Object.entries(hostnames)) {
    if (hostname) prefixOf.set(hostname.toLowerCase(), PREFIX_OF_HOST[host as HostName]);
  }
  const storeApi = `${PREFIX_OF_HOST.store}/`;
  return (request) => {
    const url = request.url ?? '/';
    const host = hostHeader(request.headers);
    const prefix = prefixOf.get(host) ?? hostPrefixOf(host);
    if (prefix === PREFIX_OF_HOST.storefronts && url.startsWith(storeApi)) return url;
    return prefix === undefined ? url : prefix + url;
  };
}

/**
 * A scope with its own host name answers nothing asked of another host (the prefix alone is not enough).
 * `alsoServes` names the other hosts routed into it on purpose: the store host also answers the seller
 * admin's `/store-api/…` calls on each storefront's own origin.
 */
export function requireOwnHost(hostname: string, alsoServes?: (host: string) => boolean): onRequestHookHandler {
  const own = hostname.toLowerCase();
  return async (request: FastifyRequest) => {
    const host = hostHeader(request.headers);
    if (host !== own && !alsoServes?.(host)) {
      const path = request.originalUrl.split('?')[0];
      throw new AppError('not_found', `No route for ${request.method} ${path}.`);
    }
  };
}
