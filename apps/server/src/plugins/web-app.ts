import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { HOST_PREFIX } from '@aerie/contract';

import { AppError } from '../errors.js';
import { APP_CONTENT_SECURITY_POLICY } from './host-headers.js';

const API_PREFIXES = [...Object.values(HOST_PREFIX), '/dev/', '/healthz', '/sandbox/', '/files/'];

/**
 * Serves the built SPA: hashed assets cached for a year, every other GET that is not an API path answers
 * index.html so client-side routes (/dashboard, /verify/…) load. Unknown API paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build at ${webDistDir}: run "npm run build" to serve the app.`);
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    );
    if (isApi || request.method !== 'GET' || !hasBuild) {
      throw new AppError('not_found', `No route for ${request.method} ${path}.`);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', APP_CONTENT_SECURITY_POLICY)
      .send(indexHtml);
  });
}
