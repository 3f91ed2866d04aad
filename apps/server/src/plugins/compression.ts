import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  app.addHook('onSend', compressNotFoundReply);
}

/** br if the client takes it, else gzip, else nothing (a `;q=0` refuses an encoding). */
function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * @fastify/compress attaches itself to routes, and a not-found handler is not a route: the SPA's
 * index.html (answered for every client-side path) would go out uncompressed. The same rule for those
 * replies: HTML or JSON bodies (strings or buffers, not streams) over the threshold, not already encoded.
 */
function compressNotFoundReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  // Every reply of every host passes here: a callback rather than a promise for the ones it leaves alone.
  if (!request.is404) return done(null, payload);
  done(null, compressedNotFound(request, reply, payload));
}

function compressedNotFound(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const isBody = typeof payload === 'string' || Buffer.isBuffer(payload);
  if (!isBody || reply.getHeader('content-encoding')) return payload;
  if (!/^(text\/html|application\/json)/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  if (Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body =
    encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(payload);
  reply.header('content-encoding', encoding).header('content-length', body.length);
  return body;
}
