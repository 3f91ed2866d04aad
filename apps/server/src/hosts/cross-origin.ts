import type { FastifyInstance } from 'fastify';

import { AppError } from '../errors.js';

/**
 * CORS for a JSON host, for the one origin that calls it: the app at APP_URL. On one port the SPA calls
 * its own origin and none of this is used; with API_HOST (and friends) the browser asks first. Bearer
 * tokens, never cookies, so credentials are not allowed; any other origin is refused (404 to its
 * preflight, no allow-origin on its replies).
 */
export function allowAppOrigin(scope: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;

  scope.addHook('onRequest', (request, reply, done) => {
    reply.header('vary', 'origin');
    if (request.headers.origin === appOrigin) reply.header('access-control-allow-origin', appOrigin);
    done();
  });

  scope.options('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers.origin !== appOrigin) {
      throw new AppError('not_found', `No route for OPTIONS ${request.originalUrl.split('?')[0]}.`);
    }
    return reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      })
      .send();
  });
}
