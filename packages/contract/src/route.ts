import type { z } from 'zod';

/**
 * The hosts of docs/architecture.md § Hosts and scopes; each is a path prefix in the one-process setup and its own
 * origin in production.
 */
export const HOST_PREFIX = { api: '/api', builder: '/builder-api', store: '/store-api' } as const;
export type Host = keyof typeof HOST_PREFIX;

/**
 * Who may call a route (its principal): `public` anyone, `user` a signed-in user (bearer session). Guest-only
 * screens exist in the browser, but their calls (login, register…) are public on the server. The next hosts
 * bring their own callers, declared here so every route of every host fits one access model:
 * `seller` a store's owner signed in on the store host, `customer` a storefront's shopper, `gitToken` a
 * git client holding a repository token, `signedWebhook` a provider whose request carries a valid signature,
 * `providerWebhook` a git provider delivering a push to a repository's push webhook, signed with that
 * webhook's own secret.
 */
export const PRINCIPALS = [
  'public',
  'user',
  'seller',
  'customer',
  'gitToken',
  'signedWebhook',
  'providerWebhook',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
/** The principals a JSON call of the contract may declare (a webhook is never a contract call). */
export type Access = Exclude<Principal, 'signedWebhook' | 'providerWebhook'>;

export interface RouteDefinition {
  /** kebab-case verb-noun, unique; the authorization test table is keyed by it. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  host: Host;
  /** The spec's path under the host, with `:param` segments, e.g. `/api/user/verify/:token`. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Largest accepted body in bytes, when a route needs more than the server's default (1 MiB). */
  bodyLimit?: number;
  /** What a body over that limit is told (413), when the spec words it. */
  tooLargeMessage?: string;
  response: z.ZodType;
}

export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/** The path the one-process server listens on, e.g. `/api/api/login`. */
export function fullPath(route: Pick<RouteDefinition, 'host' | 'path'>): string {
  return HOST_PREFIX[route.host] + route.path;
}

type Schema<R, K extends 'params' | 'querystring' | 'body'> =
  R extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;
export type RouteParams<R> = Schema<R, 'params'>;
export type RouteQuery<R> = Schema<R, 'querystring'>;
export type RouteBody<R> = Schema<R, 'body'>;
export type RouteResponse<R> = R extends { response: infer S extends z.ZodType } ? z.output<S> : never;
