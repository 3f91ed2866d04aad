import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { IMMUTABLE, sendEncoded } from '../../modules/websites/serve/send-encoded.js';
import { readFontFile } from '../../modules/websites/serve/serve-fonts.js';
import { storeMediaPath } from '../../modules/stores/store-media.js';
import { storefrontStylesheet } from '../../modules/stores/storefront-css.js';
import { notFoundPage, storeOfRequest } from './storefront-context.js';

/**
 * The storefront's one stylesheet (`/_assets/{hashed name}`, precompressed): its name changes when its
 * bytes do, so it is cached for a year; the theme fonts; and its favicon. The store's images (products, logo) are not here: the storefront
 * links to `/media/{key}` on its own origin, the one path the seller admin uses too
 * (routes/seller-admin/store-media.ts).
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

  // The theme's library fonts (storefront-themes.ts), on the store's own origin so `font-src 'self'` holds
  // and no other host is asked. Only the library's own files answer; a file never changes under its name.
  scope.get<{ Params: { font: string; file: string } }>(
    '/_assets/fonts/:font/:file',
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const bytes = await readFontFile(`${request.params.font}/${request.params.file}`);
      if (!bytes) return notFoundPage(reply);
      return reply.header('cache-control', IMMUTABLE).type('font/woff2').send(bytes);
    },
  );

  // Browsers ask every origin for /favicon.ico; a 404 there is an error in every buyer's console. The
  // store's logo when it has one, otherwise nothing (204) — cached for a day either way.
  scope.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    reply.header('cache-control', 'public, max-age=86400');
    if (store?.logoFileKey) return reply.code(303).header('location', storeMediaPath(store.logoFileKey)).send();
    return reply.code(204).send();
  });
}
