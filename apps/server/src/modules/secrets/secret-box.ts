import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { AppError } from '../../errors.js';
import { derivedKey, type KeyConfig } from './master-key.js';

/**
 * Secrets at rest (DESIGN §7): provider tokens, SSH private keys, server passwords, deployment variables.
 * AES-256-GCM under a key derived for this purpose, with the row's identity as associated data, so a
 * ciphertext copied to another row (or column) does not open. Stored as `v1.{iv}.{tag}.{ciphertext}`;
 * `v1` names the key, so a later key can sit beside it.
 */
const KEY_ID = 'v1';
const PURPOSE = 'aerie secrets at rest v1';

/** What a person is told when a stored secret does not open; callers add how to enter it again. */
export const UNREADABLE_SECRET =
  'A secret stored for this record can no longer be read: it was altered in the database, copied from another record, or the server’s secret key changed.';

export const secretUnreadable = (remedy = 'Enter it again to replace it.') =>
  new AppError('secret_unreadable', `${UNREADABLE_SECRET} ${remedy}`);

export function sealSecret(config: KeyConfig, plaintext: string, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(config, PURPOSE), iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [KEY_ID, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The plaintext, or a 409 `secret_unreadable` when the value was not sealed by this server for this row
 * (wrong key, tampered, moved): a request that needs it cannot go on, and a 500 would hide why. `remedy`
 * tells the person how to enter this secret again.
 */
export function openSecret(config: KeyConfig, sealed: string, associatedData: string, remedy?: string): string {
  const [keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (keyId !== KEY_ID || !iv || !tag || ciphertext === undefined || rest.length) throw secretUnreadable(remedy);
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(config, PURPOSE), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw secretUnreadable(remedy);
  }
}
