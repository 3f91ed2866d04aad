import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the address is the credential, so it must not be guessable. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** What the table keeps of a token (docs/security.md § Share links). */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token's shape, checked before any lookup: 43 base64url characters. */
export const isShareTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
