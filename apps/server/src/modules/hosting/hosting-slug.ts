import { randomBytes } from 'node:crypto';

/**
 * The public id of a server or an SSH user: 24 lowercase hex characters. Random, so one reveals nothing
 * about another, and plain, so it is safe as an authorized_keys marker (`aerie:<slug>`) and in a URL.
 */
export function newHostingSlug(): string {
  return randomBytes(12).toString('hex');
}
