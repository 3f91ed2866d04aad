import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { IMMUTABLE, sendEncoded } from '../../modules/sites/send-encoded.js';
import { isUuid } from '../../modules/stores/cart.js';
import { findStoreImage } from '../../modules/stores/storefront-catalog.js';
import { storefrontStylesheet } from '../../modules/stores/storefront-css.js';
import { logoPathOf } from '../../modules/stores/storefront-store.js';
import { notFoundPage, storeOfRequest } from './storefront-context.js';

/** Only raster image types are sent as themselves; anything else is opaque bytes, never a document. */
const imageType = (stored: string) =>
  /^image\/(png|jpeg|gif|webp|avif)$/.test(stored) ? stored : 'application/octet-stream';

/**
 * The storefront's files, all from its own origin: product images (`/images/{uuid}`, of active products
 * of this store only), the logo (`/logo/{name}`) and the one stylesheet (`/_assets/{hashed name}`,
 * precompressed). Each name changes when its bytes do, so all are cached for a year. Uploaded files are
 * sent with their stored type and `nosniff`, so a browser never runs one as something else.
 */
export async function registerStorefrontFiles(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const stylesheet = await storefrontStylesheet();
  const stylesheetName = stylesheet.path.slice('/_assets/'.length);

  scope.get<{ Params: { file: string } }>(
    '/_assets/:file',
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      if (request.params.file !== stylesheetName) return notFoundPage(reply);
      return sendEncoded(request, reply, { body: stylesheet.body, cacheControl: IMMUTABLE });
    },
  );

  scope.get<{ Params: { uuid: string } }>('/images/:uuid', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    const image =
      store && isUuid(request.params.uuid) ? await findStoreImage(ctx.db, store.id, request.params.uuid) : null;
    const file = image ? await ctx.files.get(image.fileKey) : null;
    if (!image || !file) return notFoundPage(reply, 'Image not found');
    return reply
      .header('content-type', imageType(image.contentType))
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  // Browsers ask every origin for /favicon.ico; a 404 there is an error in every buyer's console. The
  // store's logo when it has one, otherwise nothing (204) — cached for a day either way.
  scope.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    const logo = store ? logoPathOf(store) : null;
    reply.header('cache-control', 'public, max-age=86400');
    if (logo) return reply.code(303).header('location', logo).send();
    return reply.code(204).send();
  });

  scope.get<{ Params: { name: string } }>('/logo/:name', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    const key =
      store && logoPathOf(store) === `/logo/${encodeURIComponent(request.params.name)}` ? store.logoFileKey : null;
    const file = key ? await ctx.files.get(key) : null;
    if (!file) return notFoundPage(reply, 'Image not found');
    return reply
      .header('content-type', imageType(file.contentType))
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
