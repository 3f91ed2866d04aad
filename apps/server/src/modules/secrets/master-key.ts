import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Config } from '../../config.js';

export type KeyConfig = Pick<Config, 'secretKey' | 'secretKeyPrevious' | 'dataDir' | 'nodeEnv'>;

/** One derived key and the id stored beside what it seals. */
export interface NamedKey {
  id: string;
  key: Buffer;
}

const masters = new Map<string, Buffer>();
const derived = new Map<string, NamedKey>();

/**
 * The server's master secret: `SECRET_KEY` when set (every server of a deployment must share it), else a
 * key generated once into `DATA_DIR/secret.key` (0600); tests get one of their own in memory.
 */
function masterKey(config: KeyConfig): Buffer {
  const cacheKey = config.secretKey ?? `${config.nodeEnv}:${config.dataDir}`;
  let master = masters.get(cacheKey);
  if (master) return master;
  if (config.secretKey) master = keyBytes(config.secretKey);
  else if (config.nodeEnv === 'test') master = randomBytes(32);
  else master = readOrCreateKeyFile(join(config.dataDir, 'secret.key'));
  masters.set(cacheKey, master);
  return master;
}

/** A key given in the environment: its text, or raw bytes written `base64:…` (as the generated key file holds). */
function keyBytes(value: string): Buffer {
  return value.startsWith('base64:') ? Buffer.from(value.slice('base64:'.length), 'base64') : Buffer.from(value);
}

/**
 * A 256-bit key for one purpose, derived from the master key (HKDF-SHA256), so purposes never share a key.
 * Its id is `k` + 12 hex digits of the key's SHA-256: a value names the key that sealed it, and the id
 * tells nothing about the key.
 */
export function namedKey(config: KeyConfig, purpose: string): NamedKey {
  const cacheKey = `${config.secretKey ?? `${config.nodeEnv}:${config.dataDir}`}\n${purpose}`;
  let named = derived.get(cacheKey);
  if (named) return named;
  const key = Buffer.from(hkdfSync('sha256', masterKey(config), Buffer.alloc(0), purpose, 32));
  named = { id: `k${createHash('sha256').update(key).digest('hex').slice(0, 12)}`, key };
  derived.set(cacheKey, named);
  return named;
}

export const derivedKey = (config: KeyConfig, purpose: string): Buffer => namedKey(config, purpose).key;

/** The same purpose's key under `SECRET_KEY_PREVIOUS`, while a rotation is under way; else null. */
export function previousNamedKey(config: KeyConfig, purpose: string): NamedKey | null {
  if (!config.secretKeyPrevious) return null;
  return namedKey({ ...config, secretKey: config.secretKeyPrevious, secretKeyPrevious: null }, purpose);
}

function readOrCreateKeyFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch {
    mkdirSync(join(path, '..'), { recursive: true });
    const fresh = randomBytes(32);
    // `wx`: when two processes start at once, one writes and the other reads what it wrote.
    try {
      writeFileSync(path, fresh, { flag: 'wx', mode: 0o600 });
      chmodSync(path, 0o600);
      return fresh;
    } catch {
      return readFileSync(path);
    }
  }
}
