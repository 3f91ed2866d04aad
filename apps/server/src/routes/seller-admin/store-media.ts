import type { FastifyInstance } from 'fastify';

import { isValidFileKey, openForMethod } from '../../adapters/files/file-store.js';
import { UPLOAD_HEADERS } from '../../adapters/files/upload-headers.js';
import type { AppContext } from '../../context.js';
import { findStoreOfHost } from '../../modules/stores/seller-principal.js';
import { storeMediaPrefix, STORE_MEDIA_PATH } from '../../modules/stores/store-media.js';
import { notFoundPage } from '../storefront/storefront-context.js';

/** Uploaded images are untrusted: shown only as the sniffed type, never run, sandboxed if opened alone. */
const MEDIA_HEADERS = {
  ...UPLOAD_HEADERS,
  // Keys are random and never reused: a file never changes under its URL.
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/** Uploads are sniffed to PNG, JPEG or WebP; should any other type be stored, it goes out as opaque bytes. */
const imageType = (stored: string) =>
  /^image\/(png|jpeg|gif|webp|avif)$/.test(stored) ? stored : 'application/octet-stream';

/**
 * A store's images (products, logo) at `/media/{key}` on the store's own origin: the one path for the
 * storefront's pages and the seller admin alike. A store serves only keys under its own prefix, so one
 * store's origin never serves another's files.
 *
 * Images of draft products are served too, on purpose: the seller admin shows them while the product is
 * being prepared, and its `<img>` tags cannot send the seller's bearer token. That reveals nothing: a key
 * is 128 random bits named only to the seller (and, once the product is active, on its public pages).
 * A deleted image's file is deleted with it, so its key answers 404 from then on.
 *
 * Whatever is missing (no such store, a key outside the store's prefix, no such file) answers the
 * storefront's plain HTML 404 page: these addresses are opened by browsers, not by API clients.
 */
export function registerStoreMedia(scope: FastifyInstance, ctx: AppContext): void {
  scope.get(`${STORE_MEDIA_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    reply.headers(MEDIA_HEADERS);
    const key = (request.params as { '*'?: string })['*'] ?? '';
    const store = isValidFileKey(key) ? await findStoreOfHost(ctx, request) : null;
    const file =
      store && key.startsWith(storeMediaPrefix(store.uuid))
        ? await openForMethod(ctx.files, key, request.method)
        : null;
    if (!file) return notFoundPage(reply, 'Image not found');
    return reply.header('content-length', file.size).type(imageType(file.contentType)).send(file.body);
  });
}
