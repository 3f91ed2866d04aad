import { createServer } from 'node:http';

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { HostServices } from './hosts/host-context.js';
import { HOST_TABLE } from './hosts/host-table.js';
import { PREFIX_OF_HOST, type HostName } from './hosts/host-names.js';
import { requireOwnHost, rewriteUrlForHosts } from './hosts/host-routing.js';
import { createSiteFastPath } from './hosts/site-fast-path.js';
import { isSiteHost } from './hosts/sites-host.js';
import { isStorefrontHost } from './hosts/storefront-host.js';
import { registerCompression } from './plugins/compression.js';
import { answerRouterError, registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApiDocument } from './plugins/openapi.js';
import { OneLineRequestLog } from './plugins/request-log.js';
import { registerRouteRegistry } from './plugins/route-registry.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';

/**
 * Fastify ignores a bare hop count (it cannot check who the nearest peer is), so a count becomes the
 * function it stood for: the nearest `hops` addresses are proxies, the next one is the client. README says
 * when a count is safe (only when the proxies are the sole way in); addresses/CIDRs are checked by Fastify.
 */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * The HTTP side of Aerie: one encapsulated scope per host (hosts/host-table.ts), each with its own
 * headers, not-found handler and caching. On one port the hosts are told apart by path prefix; a host
 * given its own name (API_HOST…) is also reached by Host header. What is shared sits on the root: the
 * error envelope, the route registry (every route declared, its principal enforced), compression and
 * the OpenAPI document.
 */
export async function buildApp(ctx: AppContext, services: HostServices): Promise<FastifyInstance> {
  const { hostnames } = ctx.config;
  const answeredBeforeFastify = createSiteFastPath(ctx, services);
  const app = Fastify({
    // Published pages already in memory skip Fastify (hosts/site-fast-path.ts); `inject` does not pass here.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!answeredBeforeFastify(request, response)) handler(request, response);
      });
      // What Fastify sets, by default, only on a server it makes itself.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
    loggerInstance: ctx.logger as FastifyBaseLogger,
    logController: new OneLineRequestLog(),
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A path parameter may be as long as the contract allows (link tokens: 128); longer ones are refused.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerRouterError,
    rewriteUrl: rewriteUrlForHosts(hostnames, (host) => {
      if (isSiteHost(host, ctx, services.liveSites)) return PREFIX_OF_HOST.sites;
      return isStorefrontHost(host, ctx) ? PREFIX_OF_HOST.storefronts : undefined;
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('session', null);

  registerErrorHandler(app);
  registerRouteRegistry(app, ctx);
  await registerCompression(app);
  await registerOpenApiDocument(app);

  for (const [host, register] of Object.entries(HOST_TABLE) as [HostName, (typeof HOST_TABLE)[HostName]][]) {
    const hostname = host === 'app' || host === 'sites' || host === 'storefronts' ? null : hostnames[host];
    await app.register(
      async (scope) => {
        // The seller admin calls the store host on its storefront's origin (hosts/host-routing.ts).
        const alsoServes = host === 'store' ? (name: string) => isStorefrontHost(name, ctx) : undefined;
        if (hostname) scope.addHook('onRequest', requireOwnHost(hostname, alsoServes));
        await register(scope, ctx, services);
      },
      { prefix: PREFIX_OF_HOST[host] },
    );
  }
  return app;
}
