import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Config } from '../../config.js';
import { derivedKey, type KeyConfig, previousNamedKey } from '../secrets/index.js';

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

/** The HMAC key of device tokens, derived from the server's master key for this purpose alone. */
const PURPOSE = 'aerie device tokens';
const signingKey = (config: KeyConfig) => derivedKey(config, PURPOSE);

/** Tokens signed before a key rotation stay good while SECRET_KEY_PREVIOUS is given. */
const verifyingKeys = (config: KeyConfig) =>
  [signingKey(config), previousNamedKey(config, PURPOSE)?.key].filter((key) => key !== undefined);

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
  const given = Buffer.from(signature, 'base64url');
  const genuine = verifyingKeys(config).some((key) => {
    const expected = sign(key, nonce, email);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return genuine ? nonce : null;
}
