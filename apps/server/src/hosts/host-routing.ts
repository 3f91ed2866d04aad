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
 * Hosts without a name keep their prefix on the app's origin. Published sites are always told apart by
 * Host header (`*.{sites host}`, verified custom domains): `isSiteHost` says which.
 * The Host header is read as received (never X-Forwarded-Host, which a client can write): a proxy in front
 * passes the public Host through, as load balancers do by default.
 */
export function rewriteUrlForHosts(
  hostnames: Hostnames,
  isSiteHost: (host: string) => boolean,
): (request: IncomingMessage) => string {
  const prefixOf = new Map<string, string>();
  for (const [host, hostname] of Object.entries(hostnames)) {
    if (hostname) prefixOf.set(hostname.toLowerCase(), PREFIX_OF_HOST[host as HostName]);
  }
  return (request) => {
    const host = hostHeader(request.headers);
    const prefix = prefixOf.get(host) ?? (isSiteHost(host) ? PREFIX_OF_HOST.sites : undefined);
    return prefix === undefined ? (request.url ?? '/') : prefix + (request.url ?? '/');
  };
}

/** A scope with its own host name answers nothing asked of another host (the prefix alone is not enough). */
export function requireOwnHost(hostname: string): onRequestHookHandler {
  const own = hostname.toLowerCase();
  return async (request: FastifyRequest) => {
    if (hostHeader(request.headers) !== own) {
      const path = request.originalUrl.split('?')[0];
      throw new AppError('not_found', `No route for ${request.method} ${path}.`);
    }
  };
}
