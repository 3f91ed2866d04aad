import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { notFound } from '../../errors.js';

/** Vite puts a content hash in every file name under assets/, so a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
};
/** One flat folder of hashed names: nothing else can name a file (no `..`, no sub-folder, no hidden file). */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

async function readOrNull(path: string): Promise<Buffer | null> {
  return readFile(path).catch(() => null);
}

/**
 * The admin's built assets at `/assets/{name}` on the store origin: the brotli or gzip copy the build wrote
 * beside each text file when the browser takes it (apps/web/build/precompress.ts), immutable. Served by a
 * route of its own so a missing file is this scope's 404, never the app's index.html fallback.
 */
export function registerAdminAssets(scope: FastifyInstance, distDir: string): void {
  const assetsDir = join(distDir, 'assets');
  scope.get('/assets/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*'?: string })['*'] ?? '';
    const type = TYPES[extname(name)];
    if (!ASSET_NAME.test(name) || !type) throw notFound('The file');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const path = join(assetsDir, name);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepts.includes(encoding)) continue;
      const bytes = await readOrNull(path + suffix);
      if (bytes) {
        return reply
          .headers({ 'cache-control': IMMUTABLE, vary: 'accept-encoding', 'content-encoding': encoding })
          .type(type)
          .send(bytes);
      }
    }
    const bytes = await readOrNull(path);
    if (!bytes) throw notFound('The file');
    return reply.headers({ 'cache-control': IMMUTABLE, vary: 'accept-encoding' }).type(type).send(bytes);
  });
}
