import type { z } from 'zod';

/** The hosts of DESIGN §2; each is a path prefix in the one-process setup and its own origin in production. */
export const HOST_PREFIX = { api: '/api', builder: '/builder-api', store: '/store-api' } as const;
export type Host = keyof typeof HOST_PREFIX;

/**
 * Who may call a route: `public` anyone, `user` a signed-in user. Guest-only screens exist in the browser,
 * but their calls (login, register…) are public on the server.
 */
export type Access = 'public' | 'user';

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
