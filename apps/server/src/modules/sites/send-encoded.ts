import type { FastifyReply, FastifyRequest } from 'fastify';

import { chooseEncoding, isNotModified, type EncodedBody } from './encoded-body.js';

/** Pages, the sitemap and robots.txt: cached, but asked again every time (a publish changes them at once). */
export const REVALIDATE_EVERY_TIME = 'public, max-age=0, must-revalidate';
/** Files whose name changes when their bytes do (the hashed stylesheet, uploaded images). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a prepared body: 304 when the browser's copy is current, else the encoding it takes best (br,
 * gzip, none), precompressed, with `Vary: Accept-Encoding` so caches keep the encodings apart.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: { status?: number; cacheControl: string },
): FastifyReply {
  const status = options.status ?? 200;
  const common = { 'cache-control': options.cacheControl, vary: 'accept-encoding', etag: body.etag };
  if (status === 200 && isNotModified(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).headers(common).send();
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  return reply
    .code(status)
    .headers(
      encoding
        ? { ...common, 'content-type': body.contentType, 'content-encoding': encoding }
        : { ...common, 'content-type': body.contentType },
    )
    .send(bytes);
}
