import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this size the headers would cost more than compression saves (the "small size"). */
const THRESHOLD_BYTES = 1024;

/**
 * On-the-fly brotli (quality 4, @fastify/compress's default: cheap enough per request) or gzip for
 * HTML and JSON above 1 KB, on every host.
 *
 * Static assets of the built SPA (plugins/web-app.ts) are served precompressed at build time: a reply
 * that already carries `content-encoding` is passed through untouched by @fastify/compress, so nothing
 * is compressed twice. Images and fonts are not compressible types and are never touched either.
 * Whoever changes asset serving: keep setting `content-encoding` on precompressed files, or give those
 * routes `compress: false`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Request bodies are never compressed by our clients; decompressing them would only widen what a
  // body limit has to guard, so that half of the plugin is off for every route.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { global: true, threshold: THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
