import { ErrorEnvelopeSchema, ROUTES, type Host } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../context.js';
import { runRouteHandler } from '../modules/projects/project-write-guard.js';
import type { RouteHandler } from './define-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's words for a body over its limit (read by the error handler). */
    tooLargeMessage?: string;
  }
}

/**
 * Registers the contract routes of one host in that host's scope (its prefix comes from the scope) with
 * their request and response schemas (responses are filtered by them); the route registry attaches each
 * one's principal guard. A contract route without a handler stops the server from starting.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, handlers: RouteHandler[], host: Host): void {
  const handled = new Set(handlers.map((handler) => handler.route.name));
  const missing = ROUTES.filter((route) => !handled.has(route.name)).map((route) => route.name);
  if (missing.length) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);

  for (const handler of handlers) {
    const { route } = handler;
    if (route.host !== host) continue;
    // Users and sellers both show a bearer token (different sessions, see plugins/principals.ts).
    const takesBearer = route.access === 'user' || route.access === 'seller';
    app.withTypeProvider<ZodTypeProvider>().route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      config: { tooLargeMessage: route.tooLargeMessage },
      schema: {
        operationId: route.name,
        summary: route.summary,
        tags: [route.host],
        ...(route.params ? { params: route.params } : {}),
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.response, '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
        ...(takesBearer ? { security: [{ bearer: [] }] } : {}),
      },
      handler: (request, reply) =>
        runRouteHandler(route, () =>
          handler.handle({
            body: request.body as never,
            params: request.params as never,
            query: request.query as never,
            session: request.session as never,
            request,
            reply,
            ctx,
          }),
        ),
    });
  }
}
