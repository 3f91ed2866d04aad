import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { derivedKey, type KeyConfig } from './master-key.js';

/**
 * Secrets at rest (DESIGN §7): provider tokens, SSH private keys, server passwords, deployment variables.
 * AES-256-GCM under a key derived for this purpose, with the row's identity as associated data, so a
 * ciphertext copied to another row (or column) does not open. Stored as `v1.{iv}.{tag}.{ciphertext}`;
 * `v1` names the key, so a later key can sit beside it.
 */
const KEY_ID = 'v1';
const PURPOSE = 'aerie secrets at rest v1';

export function sealSecret(config: KeyConfig, plaintext: string, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(config, PURPOSE), iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [KEY_ID, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was not sealed by this server for this row (wrong key, tampered, moved). */
export function openSecret(config: KeyConfig, sealed: string, associatedData: string): string {
  const [keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (keyId !== KEY_ID || !iv || !tag || ciphertext === undefined || rest.length)
    throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(config, PURPOSE), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
