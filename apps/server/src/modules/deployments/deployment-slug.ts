import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 24;

/**
 * The public id of a deployment, a commands record or a config: 24 random characters of [a-z0-9]
 * (36^24 ≈ 2e37, so a collision is not worth a retry). Plain, so it is safe in a URL and matches the
 * contract's slug pattern.
 */
export function newDeploymentSlug(): string {
  let slug = '';
  for (let index = 0; index < LENGTH; index += 1) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}
