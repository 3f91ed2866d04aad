import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { HOST_PREFIX } from '@aerie/contract';

import { AppError } from '../errors.js';

const API_PREFIXES = [...Object.values(HOST_PREFIX), '/dev/', '/healthz', '/sandbox/', '/files/'];

/** Vite puts a content hash in every file name under assets/, so a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) may change under the same URL: keep it, but ask first (ETag). */
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: every GET that is not an API path answers index.html so client-side routes
 * (/dashboard, /verify/…) load. Unknown API paths answer a JSON 404. The build writes brotli and gzip
 * copies beside each text file (apps/web/build/precompress.ts); @fastify/static picks one by the request's
 * Accept-Encoding, so nothing is compressed per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  contentSecurityPolicy: string,
  /** Client-side routes whose page needs another CSP than the app's (the builder), by path. */
  pageCsp: Readonly<Record<string, string>> = {},
): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  const assetsDir = join(webDistDir, 'assets') + sep;
  // Copies of index.html that also preload one public page's route chunks (apps/web/build/route-preloads.ts).
  const pagesDir = join(webDistDir, 'pages');
  const pageCopies = new Set(hasBuild && existsSync(pagesDir) ? readdirSync(pagesDir) : []);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Off, or @fastify/send writes its own `public, max-age=0` over the header set below.
      cacheControl: false,
      setHeaders(res, path) {
        const isHashed = path.startsWith(assetsDir);
        res.setHeader('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
        // The same URL answers brotli, gzip or identity, so caches must key on the request's encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn(`No web build at ${webDistDir}: run "npm run build" to serve the app.`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    );
    // A missing hashed file (a chunk from an older build) is a 404, not index.html parsed as JavaScript.
    const isAsset = path.startsWith('/assets/');
    if (isApi || isAsset || request.method !== 'GET' || !hasBuild) {
      throw new AppError('not_found', `No route for ${request.method} ${path}.`);
    }
    // Sent as a file, so the fallback gets the precompressed copy, an ETag and 304s like index.html itself.
    reply.header('content-security-policy', pageCsp[path.replace(/(.)\/+$/, '$1')] ?? contentSecurityPolicy);
    const copy = `${path === '/' ? 'index' : path.slice(1)}.html`;
    return reply.sendFile(/^\/[a-z-]*$/.test(path) && pageCopies.has(copy) ? `pages/${copy}` : 'index.html');
  });
}
