import { readFile } from 'node:fs/promises';

import { FONT_LIBRARY } from '@aerie/blocks';
import type { FastifyReply } from 'fastify';

import { IMMUTABLE } from './send-encoded.js';

// The font library's files ship with @aerie/blocks; the production build copies them beside the bundle
// (scripts/build.mjs), the TypeScript source reads them from the package.
const FONTS_DIR = new URL(
  import.meta.url.endsWith('.ts') ? '../../../../../../packages/blocks/assets/fonts/' : './fonts/',
  import.meta.url,
);

/** `<id>/<file>` of every library file: nothing else under /fonts/ is served, so no path reaches the disk. */
const LIBRARY_FILES = new Set(FONT_LIBRARY.flatMap((font) => font.files.map(({ file }) => `${font.id}/${file}`)));

const loaded = new Map<string, Promise<Buffer>>();

/** A library font file by its `<id>/<file>` path, or null (not one of the library's). */
export async function readFontFile(path: string): Promise<Buffer | null> {
  if (!LIBRARY_FILES.has(path)) return null;
  let bytes = loaded.get(path);
  if (!bytes) {
    bytes = readFile(new URL(path, FONTS_DIR));
    loaded.set(path, bytes);
    bytes.catch(() => loaded.delete(path));
  }
  return bytes;
}

/** A library family's licence text (exports carry it beside the files), or null for an unknown family. */
export async function readFontLicence(fontId: string): Promise<string | null> {
  if (!FONT_LIBRARY.some((font) => font.id === fontId)) return null;
  return readFile(new URL(`${fontId}/LICENSE`, FONTS_DIR), 'utf8');
}

/**
 * `assets.{sites host}/fonts/<id>/<file>`: a library font, cached for good (a file never changes under its
 * name). Fonts are always fetched in CORS mode, and sites on every origin (subdomains, custom domains, the
 * builder's canvas) use them, hence any origin may read them. woff2 is compressed already: sent as it is.
 */
export async function serveFont(reply: FastifyReply, path: string): Promise<boolean> {
  const bytes = await readFontFile(path.slice('/fonts/'.length));
  if (!bytes) return false;
  reply.header('cache-control', IMMUTABLE).header('access-control-allow-origin', '*').type('font/woff2').send(bytes);
  return true;
}
