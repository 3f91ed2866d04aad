import { createHash, randomBytes } from 'node:crypto';

/**
 * The reminder's two links carry 256-bit random tokens; only their SHA-256 is stored, so a database leak
 * reopens no cart and unsubscribes no one (docs/security.md § Checkout reminder links).
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token of the shape we hand out (43 base64url characters); anything else is not looked up. */
export const isLinkToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export const recoverCartPath = (token: string) => `/cart/recover/${token}`;
export const unsubscribePath = (token: string) => `/reminders/unsubscribe/${token}`;
