import type { RouteDefinition, RouteResponse } from '@aerie/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { AppContext } from '../context.js';
import type { Session } from '../modules/auth/sessions.js';

type Parsed<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler receives: input already parsed by the route's contract schemas. */
export interface HandlerInput<R> {
  body: Parsed<R, 'body'>;
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'querystring'>;
  /** The caller's session: always set on `user` routes (the auth hook answered 401 otherwise). */
  session: R extends { access: 'user' } ? Session : Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

export interface RouteHandler<R extends RouteDefinition = RouteDefinition> {
  route: R;
  handle(input: HandlerInput<R>): Promise<RouteResponse<R>>;
}

/** Binds a contract route to its handler; handlers stay thin: parse (done), authorise, call a service. */
export function defineHandler<const R extends RouteDefinition>(
  route: R,
  handle: (input: HandlerInput<R>) => Promise<RouteResponse<R>>,
): RouteHandler<R> {
  return { route, handle };
}

/** The success reply that only says something. */
export function ok(message: string) {
  return { success: true as const, message };
}
