import type { FastifyInstance } from 'fastify';

/** Paths of the app host that are not the SPA's pages (they answer JSON 404s, never index.html). */
const NOT_PAGES = ['/dev/', '/files/', '/sandbox/', '/healthz', '/_tls/'];

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Finding 13: the app opened at another address than APP_URL (http://127.0.0.1:8080 instead of
 * http://localhost:8080) keeps its session token in that origin's storage, while payment returns and
 * e-mailed links go to APP_URL, where there is none. So a page of the app asked for on any other host is
 * sent to the same path and query on APP_URL. Only the SPA's pages (the not-found path that answers
 * index.html) move; API calls, files, health checks and the sandbox pages answer where they are asked.
 */
export function registerAppRedirect(appScope: FastifyInstance, appUrl: string): void {
  const app = new URL(appUrl);
  const defaultPort = DEFAULT_PORT[app.protocol];
  const appHost = app.host.toLowerCase();
  const sameHost = (host: string) => {
    const lower = host.toLowerCase();
    return lower === appHost || (defaultPort !== undefined && lower === `${appHost}:${defaultPort}`);
  };

  appScope.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (sameHost(request.host)) return;
    if (NOT_PAGES.some((prefix) => request.url.startsWith(prefix))) return;
    return reply.redirect(`${app.origin}${request.url}`, 308);
  });
}
