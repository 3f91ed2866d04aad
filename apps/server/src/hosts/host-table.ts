import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../context.js';
import type { HostServices } from './host-context.js';
import { registerOpenApiPage } from '../plugins/openapi.js';
import { registerPaymentWebhook } from '../routes/billing/payment-webhook.js';
import { registerRunStream } from '../routes/deployments/stream-run.js';
import { registerUnreadCountStream } from '../routes/notifications/stream-unread-count.js';
import { registerPushHookRoute } from '../routes/repositories/receive-push-hook.js';
import { registerExportWebsite } from '../routes/websites/export-website.js';
import { registerExportFormSubmissions } from '../routes/websites/export-form-submissions.js';
import { registerTemplatePreview } from '../routes/websites/template-preview.js';
import { registerAppHost } from './app-host.js';
import { registerGitHost } from './git-host.js';
import type { HostName } from './host-names.js';
import { registerJsonHost } from './json-host.js';
import { registerSitesHost } from './sites-host.js';
import { registerStorefrontHost } from './storefront-host.js';

type RegisterHost = (scope: FastifyInstance, ctx: AppContext, services: HostServices) => Promise<void>;

/**
 * One line per host: what its scope holds. Each becomes an encapsulated Fastify scope under its prefix
 * (host-names.ts), reached by Host header when configured (the sites always are).
 */
export const HOST_TABLE: Record<HostName, RegisterHost> = {
  app: registerAppHost,
  api: async (scope, ctx) => {
    await registerJsonHost(scope, ctx, 'api');
    await registerPaymentWebhook(scope, ctx);
    await registerPushHookRoute(scope, ctx);
    registerRunStream(scope, ctx);
    registerUnreadCountStream(scope, ctx);
    await registerOpenApiPage(scope);
  },
  builder: async (scope, ctx) => {
    await registerJsonHost(scope, ctx, 'builder');
    registerTemplatePreview(scope, ctx);
    registerExportWebsite(scope, ctx);
    registerExportFormSubmissions(scope, ctx);
  },
  store: (scope, ctx) => registerJsonHost(scope, ctx, 'store'),
  sites: registerSitesHost,
  storefronts: registerStorefrontHost,
  git: registerGitHost,
};
