import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { isValidFileKey, openForMethod, type FileStore } from '../../../adapters/files/file-store.js';
import { UPLOAD_HEADERS } from '../../../adapters/files/upload-headers.js';
import { encodeBody, type EncodedBody } from '../../../lib/encoded-body.js';
import { serveFont } from './serve-fonts.js';
import { IMMUTABLE, sendEncoded } from './send-encoded.js';

/**
 * Builder images are untrusted uploads: taken as exactly their sniffed type, never run, and a sandboxed
 * document if opened on their own (docs/architecture.md § Uploads and user content). Sites on other origins embed them,
 * hence cross-origin.
 */
export const ASSET_HEADERS = {
  ...UPLOAD_HEADERS,
  'cross-origin-resource-policy': 'cross-origin',
} as const;

// The block catalogue's images ship with @aerie/blocks; the production build copies them beside the
// bundle (scripts/build.mjs), the TypeScript source reads them from the package.
const CATALOGUE_DIR = new URL(
  import.meta.url.endsWith('.ts') ? '../../../../../../packages/blocks/assets/images/' : './catalogue/',
  import.meta.url,
);

const CATALOGUE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const catalogue = new Map<string, Promise<EncodedBody | null>>();

/** A catalogue image by file name, or null (unknown, or not a plain image name). */
export async function readCatalogueImage(file: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const type = CATALOGUE_TYPES[extname(file).toLowerCase()];
  if (!type || !/^[a-z0-9][a-z0-9._-]{0,127}$/i.test(file)) return null;
  try {
    return { bytes: await readFile(new URL(file, CATALOGUE_DIR)), contentType: type };
  } catch {
    return null;
  }
}

async function loadCatalogueImage(file: string): Promise<EncodedBody | null> {
  const image = await readCatalogueImage(file);
  return image && encodeBody(image.bytes, image.contentType);
}

/**
 * Answers `assets.{sites host}`: `/websites/…` from the files port, `/catalogue/…` and `/fonts/…` from the
 * blocks package. Says whether it answered, never hands back the reply: a Fastify reply is a thenable, so an async
 * function returning it resolves to `undefined` once the response is sent, and the caller's 404 fallback then sent
 * a second reply (FST_ERR_REP_ALREADY_SENT, a 404 in the access log for a 200 the browser received).
 */
export async function serveAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  path: string,
): Promise<boolean> {
  reply.headers(ASSET_HEADERS);
  if (path.startsWith('/websites/')) {
    const key = path.slice(1);
    // Only builder images: avatars and anything else in the store are not the sites' to serve.
    const file = isValidFileKey(key) ? await openForMethod(files, key, request.method) : null;
    if (!file) return false;
    reply.header('cache-control', IMMUTABLE).header('content-length', file.size).type(file.contentType).send(file.body);
    return true;
  }
  if (path.startsWith('/catalogue/')) {
    const name = path.slice('/catalogue/'.length);
    if (!catalogue.has(name) && catalogue.size < 1_000) catalogue.set(name, loadCatalogueImage(name));
    const image = await (catalogue.get(name) ?? loadCatalogueImage(name));
    if (!image) {
      catalogue.delete(name);
      return false;
    }
    sendEncoded(request, reply, { body: image, cacheControl: IMMUTABLE });
    return true;
  }
  if (path.startsWith('/fonts/')) return serveFont(reply, path);
  return false;
}
