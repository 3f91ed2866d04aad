import type { FastifyInstance } from 'fastify';

import { IMMUTABLE, sendEncoded } from '../../modules/sites/send-encoded.js';
import { storefrontStylesheet } from '../../modules/stores/storefront-css.js';
import { notFoundPage } from './storefront-context.js';

/**
 * The storefront's one stylesheet (`/_assets/{hashed name}`, precompressed): its name changes when its
 * bytes do, so it is cached for a year. The store's images (products, logo) are not here: the storefront
 * links to `/media/{key}` on its own origin, the one path the seller admin uses too
 * (routes/seller-admin/store-media.ts).
 */
export async function registerStorefrontFiles(scope: FastifyInstance): Promise<void> {
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
}
