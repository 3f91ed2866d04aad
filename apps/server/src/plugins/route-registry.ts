import { fullPath, ROUTES, type Principal } from '@aerie/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

import type { AppContext } from '../context.js';
import { PREFIX_OF_HOST } from '../hosts/host-names.js';
import { RAW_ROUTES } from '../routes/raw-routes.js';
import { principalGuard, requireLoopback } from './principals.js';

interface Entry {
  name: string;
  method: string;
  url: string;
  principal: Principal;
  reach?: 'loopback';
}

const ENTRIES: Entry[] = [
  ...ROUTES.map((route) => ({ name: route.name, method: route.method, url: fullPath(route), principal: route.access })),
  ...RAW_ROUTES.map((route) => ({ ...route, url: PREFIX_OF_HOST[route.host] + route.path })),
];

/**
 * `/docs*` covers `/docs` and everything below it; the `/*` of the SPA also covers @fastify/static's
 * one-route-per-file registrations (they carry `config.file`), and nothing else, so a new app route
 * still needs its own entry.
 */
function findEntry(method: string, route: RouteOptions): Entry | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const isStaticFile = typeof (route.config as { file?: unknown } | undefined)?.file === 'string';
  return ENTRIES.find((entry) => {
    if (entry.method !== wanted) return false;
    if (entry.url === route.url) return true;
    if (entry.url === '/*') return isStaticFile;
    return entry.url.endsWith('*') && route.url.startsWith(entry.url.slice(0, -1));
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * Every route of every host must be declared: a JSON call in the contract's ROUTES, anything else in
 * RAW_ROUTES. The route's principal guard (and loopback reach) is attached here from that declaration,
 * so the access rule lives in one place and the authorization table can be generated from it.
 * Registered on the root before any host scope, so it sees every route.
 */
export function registerRouteRegistry(app: FastifyInstance, ctx: AppContext): void {
  const loopbackReach = requireLoopback(ctx);
  app.addHook('onRoute', (route) => {
    const methods = asArray(route.method).map(String);
    const entries = methods.map((method) => findEntry(method, route));
    const entry = entries[0];
    if (!entry || entries.some((other) => other !== entry)) {
      throw new Error(`${methods.join('/')} ${route.url} is in no route registry (contract ROUTES or RAW_ROUTES).`);
    }
    const guard = principalGuard(entry.principal, ctx);
    const reach = entry.reach === 'loopback' ? [loopbackReach] : [];
    route.onRequest = [...reach, ...asArray(guard.onRequest), ...asArray(route.onRequest)];
    route.preHandler = [...asArray(guard.preHandler), ...asArray(route.preHandler)];
  });
}
