import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Config } from '../../config.js';

export type KeyConfig = Pick<Config, 'secretKey' | 'dataDir' | 'nodeEnv'>;

const masters = new Map<string, Buffer>();
const derived = new Map<string, Buffer>();

/**
 * The server's master secret: `SECRET_KEY` when set (every server of a deployment must share it), else a
 * key generated once into `DATA_DIR/secret.key` (0600); tests get one of their own in memory.
 */
function masterKey(config: KeyConfig): Buffer {
  const cacheKey = config.secretKey ?? `${config.nodeEnv}:${config.dataDir}`;
  let master = masters.get(cacheKey);
  if (master) return master;
  if (config.secretKey) master = Buffer.from(config.secretKey);
  else if (config.nodeEnv === 'test') master = randomBytes(32);
  else master = readOrCreateKeyFile(join(config.dataDir, 'secret.key'));
  masters.set(cacheKey, master);
  return master;
}

/** A 256-bit key for one purpose, derived from the master key (HKDF-SHA256), so purposes never share a key. */
export function derivedKey(config: KeyConfig, purpose: string): Buffer {
  const cacheKey = `${config.secretKey ?? `${config.nodeEnv}:${config.dataDir}`}\n${purpose}`;
  let key = derived.get(cacheKey);
  if (key) return key;
  key = Buffer.from(hkdfSync('sha256', masterKey(config), Buffer.alloc(0), purpose, 32));
  derived.set(cacheKey, key);
  return key;
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
