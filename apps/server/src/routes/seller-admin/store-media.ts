import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { storeMediaPrefix, STORE_MEDIA_PATH } from '../../modules/stores/store-media.js';
import { storeOfHost } from '../../modules/stores/seller-principal.js';

/** Uploaded images are untrusted: shown only as the sniffed type, never run, sandboxed if opened alone. */
const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  // Keys are random and never reused: a file never changes under its URL.
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/**
 * A store's images (products, logo) at `/media/{key}` on the store's own origin. A store serves only keys
 * under its own prefix, so one store's origin never serves another's files.
 */
export function registerStoreMedia(scope: FastifyInstance, ctx: AppContext): void {
  scope.get(`${STORE_MEDIA_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfHost(ctx, request);
    const key = (request.params as { '*'?: string })['*'] ?? '';
    const file = key.startsWith(storeMediaPrefix(store.uuid)) ? await ctx.files.get(key) : null;
    if (!file) throw notFound('The file');
    return reply.headers(MEDIA_HEADERS).type(file.contentType).send(file.bytes);
  });
}
