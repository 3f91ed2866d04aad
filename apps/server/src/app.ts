import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

import type { AppContext } from './context.js';
import { registerDevInbox } from './plugins/dev-inbox.js';
import { answerRouterError, registerErrorHandler } from './plugins/error-handler.js';
import { registerFiles } from './plugins/files.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSandboxCheckout } from './plugins/sandbox-checkout.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { registerPaymentWebhook } from './routes/billing/payment-webhook.js';
import { HANDLERS } from './routes/index.js';
import { registerRoutes } from './routes/register-routes.js';

/** The HTTP side of Aerie: every host's routes, the SPA, the dev inbox and /healthz, in one Fastify app. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path parameter may be as long as the contract allows (link tokens: 128); longer ones are refused.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('session', null);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  registerRoutes(app, ctx, HANDLERS);
  await registerPaymentWebhook(app, ctx);
  if (ctx.payments.name === 'sandbox') await registerSandboxCheckout(app, ctx);
  registerFiles(app, ctx.files);
  if (ctx.config.devInbox) registerDevInbox(app, ctx.db);
  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}
