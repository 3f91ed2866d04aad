import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Config } from '../../config.js';

/**
 * Device tokens, after OWASP's "device cookies": a browser that has signed in to an account before gets a
 * token naming that account, and keeps its own allowance of login attempts there. Everyone else shares the
 * account's lockout, so an attacker can lock out strangers' browsers but not the owner's.
 *
 * A token is `nonce.signature`, the signature an HMAC over the nonce and the lower-cased e-mail, so it is
 * worthless for another account and cannot be made without the server's key. It travels in the login body
 * (the app authenticates by bearer token, and its API may sit on another origin, where a SameSite=Strict
 * cookie would not be sent): the browser keeps it in local storage, beside the session token.
 */

const keys = new Map<string, Buffer>();

/**
 * From `SECRET_KEY` when set (every server of a deployment must share it), else from a key generated once
 * into `DATA_DIR/secret.key`; tests get a key of their own in memory.
 */
function signingKey(config: Pick<Config, 'secretKey' | 'dataDir' | 'nodeEnv'>): Buffer {
  const cacheKey = config.secretKey ?? `${config.nodeEnv}:${config.dataDir}`;
  let key = keys.get(cacheKey);
  if (key) return key;
  let master: Buffer;
  if (config.secretKey) master = Buffer.from(config.secretKey);
  else if (config.nodeEnv === 'test') master = randomBytes(32);
  else master = readOrCreateKeyFile(join(config.dataDir, 'secret.key'));
  key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'aerie device tokens', 32));
  keys.set(cacheKey, key);
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

function sign(key: Buffer, nonce: string, email: string): Buffer {
  return createHmac('sha256', key).update(`${nonce}\n${email.toLowerCase()}`).digest();
}

export function issueDeviceToken(config: Config, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(signingKey(config), nonce, email).toString('base64url')}`;
}

/** The device's id (its nonce) when the token is genuine and was issued for this e-mail; otherwise null. */
export function trustedDevice(config: Config, token: string | undefined, email: string): string | null {
  const [nonce, signature, ...rest] = (token ?? '').split('.');
  if (!nonce || !signature || rest.length) return null;
  const expected = sign(signingKey(config), nonce, email);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
