import { Readable } from 'node:stream';

/**
 * The files port (docs/architecture.md § Ports and adapters): uploaded bytes with their content type, addressed by a
 * key such as `avatars/12-3f9c….png`. Local disk is the default (local-file-store.ts); S3-compatible object storage
 * takes its place with FILES_PROVIDER=s3 (s3-file-store.ts).
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A stored file's type and size, without its bytes. */
export interface FileInfo {
  contentType: string;
  size: number;
}

/** A file on its way out: the bytes as a stream, so serving one never holds it whole in memory. */
export interface FileStream extends FileInfo {
  body: Readable;
}

export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when the key is unknown or not a valid key at all. */
  get(key: string): Promise<StoredFile | null>;
  /** As `get`, streamed: what the routes serving files use. The caller must consume or destroy `body`. */
  open(key: string): Promise<FileStream | null>;
  /** As `open`, without the bytes: what a HEAD request is answered with. */
  stat(key: string): Promise<FileInfo | null>;
  /** Removes the file; an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by our own code, never by callers, but the files route reads them from a URL: every
 * segment must start with a letter or digit (so no `..`, no hidden names) and use a small alphabet.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

export function isValidFileKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment.includes('..'));
}

/** Where the app serves the store (plugins/files.ts); stored URLs such as users.avatar are these paths. */
export const FILES_URL_PREFIX = '/files/';

export function fileUrl(key: string): string {
  return FILES_URL_PREFIX + key;
}

/** The key behind a URL made by `fileUrl`, or null for anything else (an external or empty avatar). */
export function fileKeyFromUrl(url: string | null): string | null {
  if (!url?.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  return isValidFileKey(key) ? key : null;
}

/**
 * The file a route serves, for GET or HEAD. Fastify answers a HEAD by running the GET handler and draining the
 * stream it sends, which on S3 downloaded the whole object to throw it away: a HEAD gets the type and size alone, and
 * an empty body (the length header stays the file's).
 */
export async function openForMethod(files: FileStore, key: string, method: string): Promise<FileStream | null> {
  if (method !== 'HEAD') return files.open(key);
  const info = await files.stat(key);
  return info && { ...info, body: Readable.from([]) };
}
