import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { isValidFileKey, type FileStore } from './file-store.js';

/** Content types live beside the bytes in a tree no key can name (keys never start with a dot). */
const TYPES_DIR = '.types';
const TEMP_DIR = '.tmp';

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/**
 * The default file store: files under `root` (FILES_DIR), created on first use. Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);

  /** Refuses anything that is not a key we could have made, and anything resolving outside the root. */
  function pathOf(tree: string | null, key: string): string | null {
    if (!isValidFileKey(key)) return null;
    const path = resolve(tree ? join(base, tree) : base, key);
    return path.startsWith(base + sep) ? path : null;
  }

  async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
    const temp = join(base, TEMP_DIR, randomBytes(12).toString('hex'));
    await mkdir(dirname(temp), { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temp, data);
    await rename(temp, path);
  }

  return {
    async put(key, bytes, contentType) {
      const dataPath = pathOf(null, key);
      const typePath = pathOf(TYPES_DIR, key);
      if (!dataPath || !typePath) throw new Error(`Invalid file key: ${key}`);
      // The type first: once the bytes are visible, their type is too.
      await writeAtomically(typePath, contentType);
      await writeAtomically(dataPath, bytes);
    },

    async get(key) {
      const dataPath = pathOf(null, key);
      const typePath = pathOf(TYPES_DIR, key);
      if (!dataPath || !typePath) return null;
      try {
        const [bytes, contentType] = await Promise.all([readFile(dataPath), readFile(typePath, 'utf8')]);
        return { bytes, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key) {
      const dataPath = pathOf(null, key);
      const typePath = pathOf(TYPES_DIR, key);
      if (!dataPath || !typePath) return null;
      let handle: FileHandle | undefined;
      try {
        const contentType = await readFile(typePath, 'utf8');
        // Size and bytes from one open file: a rename over it meanwhile cannot mix two versions.
        handle = await open(dataPath, 'r');
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), contentType, size: stats.size };
      } catch (error) {
        await handle?.close();
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      const dataPath = pathOf(null, key);
      const typePath = pathOf(TYPES_DIR, key);
      if (!dataPath || !typePath) return null;
      try {
        const [contentType, stats] = await Promise.all([readFile(typePath, 'utf8'), stat(dataPath)]);
        return stats.isFile() ? { contentType, size: stats.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const dataPath = pathOf(null, key);
      const typePath = pathOf(TYPES_DIR, key);
      if (!dataPath || !typePath) return;
      await rm(dataPath, { force: true });
      await rm(typePath, { force: true });
    },
  };
}

/**
 * The name of every file under `root` but the store's own trees (content types, temporary files), as keys: what
 * `--migrate-files` copies. A name that is no valid key is listed too, for the caller to report.
 */
export async function* localFileNames(root: string): AsyncGenerator<string> {
  const base = resolve(root);
  const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const name = relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (name.startsWith(`${TYPES_DIR}/`) || name.startsWith(`${TEMP_DIR}/`)) continue;
    yield name;
  }
}
