import { createHash, randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's const enum value 2) with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A valid hash of a random password, verified against when an e-mail has no account, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
}

/** 256 random bits, URL-safe: session tokens and e-mailed link tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak usable sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
