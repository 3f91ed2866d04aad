import type { Host } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { API_CSP, registerHostHeaders } from '../plugins/host-headers.js';
import { HANDLERS } from '../routes/index.js';
import { registerRoutes } from '../routes/register-routes.js';
import { allowAppOrigin } from './cross-origin.js';

/**
 * A JSON host of the contract (API, builder API, store API): strict headers, nothing cached (replies are
 * per-caller), CORS for the app's origin only, a JSON envelope for every unknown path, then the contract
 * routes of that host.
 */
export async function registerJsonHost(scope: FastifyInstance, ctx: AppContext, host: Host): Promise<void> {
  registerHostHeaders(scope, {
    csp: API_CSP,
    isHttps: ctx.config.appUrl.startsWith('https:'),
    replyHeaders: { 'cache-control': 'no-store' },
  });
  allowAppOrigin(scope, ctx.config.appUrl);
  scope.setNotFoundHandler(async (request) => {
    const path = request.originalUrl.split('?')[0];
    throw new AppError('not_found', `No route for ${request.method} ${path}.`);
  });
  registerRoutes(scope, ctx, HANDLERS, host);
}
