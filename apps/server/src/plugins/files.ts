import type { FastifyInstance } from 'fastify';

import { FILES_URL_PREFIX, openForMethod, type FileStore } from '../adapters/files/file-store.js';
import { UPLOAD_HEADERS } from '../adapters/files/upload-headers.js';
import { notFound } from '../errors.js';

/**
 * Uploaded content is untrusted: the browser must take it as exactly the stored (sniffed) type, never run
 * it, and treat it as a sandboxed document if it is opened on its own
 * (docs/architecture.md § Uploads and user content).
 */
const FILE_HEADERS = {
  ...UPLOAD_HEADERS,
  // Keys are unique (a new upload gets a new key), so a file never changes under its URL.
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/** Serves the file store at GET /files/{key}; anything that is not a stored key answers 404. */
export function registerFiles(app: FastifyInstance, files: FileStore): void {
  app.get(`${FILES_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    // The store answers null for anything it could not have made (`..`, hidden segments): a plain 404.
    const file = await openForMethod(files, key, request.method);
    if (!file) throw notFound('The file');
    return reply.headers(FILE_HEADERS).header('content-length', file.size).type(file.contentType).send(file.body);
  });
}
