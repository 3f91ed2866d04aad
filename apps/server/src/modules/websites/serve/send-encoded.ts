import type { IncomingHttpHeaders } from 'node:http';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { chooseEncoding, isNotModified, type EncodedBody } from '../../../lib/encoded-body.js';

/** Pages, the sitemap and robots.txt: cached, but asked again every time (a publish changes them at once). */
export const REVALIDATE_EVERY_TIME = 'public, max-age=0, must-revalidate';
/** Files whose name changes when their bytes do (the hashed stylesheet, uploaded images). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface EncodedAnswer {
  body: EncodedBody;
  status?: number;
  cacheControl: string;
}

/** What goes on the wire for a prepared body: a status, its headers and the bytes (none for a 304). */
export interface EncodedReply {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer | null;
}

/**
 * 304 when the browser's copy is current, else the encoding it takes best (br, gzip, none),
 * precompressed, with `Vary: Accept-Encoding` so caches keep the encodings apart. Plain data, so the
 * Fastify route and the sites' fast path (hosts/site-fast-path.ts) send exactly the same reply.
 */
export function encodedReply(requestHeaders: IncomingHttpHeaders, answer: EncodedAnswer): EncodedReply {
  const { body, status = 200, cacheControl } = answer;
  const common = { 'cache-control': cacheControl, vary: 'accept-encoding', etag: body.etag };
  if (status === 200 && isNotModified(requestHeaders['if-none-match'], body.etag)) {
    return { status: 304, headers: common, bytes: null };
  }
  const encoding = chooseEncoding(requestHeaders['accept-encoding']);
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  const headers: Record<string, string> = encoding
    ? { ...common, 'content-type': body.contentType, 'content-encoding': encoding }
    : { ...common, 'content-type': body.contentType };
  return { status, headers, bytes };
}

/** Sends a prepared body through Fastify (see `encodedReply`). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  const { status, headers, bytes } = encodedReply(request.headers, answer);
  reply.code(status).headers(headers);
  return bytes ? reply.send(bytes) : reply.send();
}
