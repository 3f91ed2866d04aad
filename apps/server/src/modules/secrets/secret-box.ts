import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { AppError } from '../../errors.js';
import { namedKey, previousNamedKey, type KeyConfig, type NamedKey } from './master-key.js';

/**
 * Secrets at rest (docs/architecture.md § Secrets at rest): provider tokens, SSH private keys, server passwords,
 * deployment variables. AES-256-GCM under a key derived for this purpose, with the row's identity as associated data,
 * so a ciphertext copied to another row (or column) does not open. Stored as `{keyId}.{iv}.{tag}.{ciphertext}`
 * (base64url), the key id naming the key that sealed it (see namedKey), so values of the previous key still open while
 * `--rotate-secrets` re-seals them.
 */
const PURPOSE = 'aerie secrets at rest v1';

/** The id of values sealed before key ids named their key: under whichever key was current then. */
const LEGACY_KEY_ID = 'v1';
const IV_BYTES = 12;
/** The full 128-bit GCM tag, required on open: a shortened tag would be easier to forge. */
const TAG_BYTES = 16;

/** What a person is told when a stored secret does not open; callers add how to enter it again. */
export const UNREADABLE_SECRET =
  'A secret stored for this record can no longer be read: it was altered in the database, copied from another record, or the server’s secret key changed.';

export const secretUnreadable = (remedy = 'Enter it again to replace it.') =>
  new AppError('secret_unreadable', `${UNREADABLE_SECRET} ${remedy}`);

/** The id of the key new values are sealed under. */
export const currentKeyId = (config: KeyConfig): string => namedKey(config, PURPOSE).id;

export function sealSecret(config: KeyConfig, plaintext: string, associatedData: string): string {
  const { id, key } = namedKey(config, PURPOSE);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [id, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** The keys a stored value may have been sealed under, by its key id: current first, then previous. */
function candidateKeys(config: KeyConfig, keyId: string): NamedKey[] {
  const keys = [namedKey(config, PURPOSE), previousNamedKey(config, PURPOSE)].filter((key) => key !== null);
  return keyId === LEGACY_KEY_ID ? keys : keys.filter((key) => key.id === keyId);
}

function decrypt(key: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer, associatedData: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The plaintext, or a 409 `secret_unreadable` when the value was not sealed by this server for this row
 * (unknown key, tampered, moved): a request that needs it cannot go on, and a 500 would hide why. `remedy`
 * tells the person how to enter this secret again.
 */
export function openSecret(config: KeyConfig, sealed: string, associatedData: string, remedy?: string): string {
  const [keyId = '', ...parts] = sealed.split('.');
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (parts.length !== 3 || iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !ciphertext)
    throw secretUnreadable(remedy);
  for (const { key } of candidateKeys(config, keyId)) {
    const plaintext = decrypt(key, iv, tag, ciphertext, associatedData);
    if (plaintext !== null) return plaintext;
  }
  throw secretUnreadable(remedy);
}

/**
 * The value sealed under the current key, or null when it already is (nothing to write). Throws like
 * openSecret when it does not open.
 */
export function resealSecret(config: KeyConfig, sealed: string, associatedData: string): string | null {
  if (sealed.startsWith(`${currentKeyId(config)}.`)) return null;
  return sealSecret(config, openSecret(config, sealed, associatedData), associatedData);
}
