import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../context.js';
import { registerDevInbox } from '../plugins/dev-inbox.js';
import { registerDevStoreClock } from '../plugins/dev-store-clock.js';
import { registerDevTestClock } from '../plugins/dev-test-clock.js';
import { registerFiles } from '../plugins/files.js';
import { registerHealthCheck } from '../plugins/health-check.js';
import { appCsp, BUILDER_PAGE_PATH, builderCsp, cspHeader, registerHostHeaders } from '../plugins/host-headers.js';
import { registerSandboxCheckout } from '../plugins/sandbox-checkout.js';
import { registerUnsubscribe } from '../routes/notifications/unsubscribe.js';
import { registerTlsAsk } from '../routes/tls/ask-certificate.js';
import { registerWebApp } from '../plugins/web-app.js';
import { registerAppRedirect } from './app-redirect.js';

/**
 * The app's host: the SPA (its not-found handler answers index.html for client-side routes), uploaded
 * files, the sandbox checkout pages, the dev inbox, /healthz and the ask endpoint of Caddy's on-demand TLS. Routes with other needs set their own CSP
 * and caching on top of the app's (files: sandboxed and immutable; pages: no-store).
 */
export async function registerAppHost(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const csp = appCsp(ctx.config);
  registerHostHeaders(scope, { csp, isHttps: ctx.config.appUrl.startsWith('https:') });
  registerAppRedirect(scope, ctx.config.appUrl);
  registerHealthCheck(scope, ctx.db);
  registerTlsAsk(scope, ctx);
  registerFiles(scope, ctx.files);
  if (ctx.config.devInbox) {
    registerDevInbox(scope, ctx.db);
    registerDevTestClock(scope, ctx);
    registerDevStoreClock(scope, ctx);
  }
  if (ctx.payments.name === 'sandbox') await registerSandboxCheckout(scope, ctx);
  await registerUnsubscribe(scope, ctx);
  await registerWebApp(scope, ctx.config.webDistDir, cspHeader(csp), {
    [BUILDER_PAGE_PATH]: cspHeader(builderCsp(ctx.config)),
  });
}
