import type { RateLimitRule } from '../rate-limit/index.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The seller's public calls, limited like the platform's (modules/auth/auth-rate-limits.ts) per client
 * address and per account, the account being one e-mail of one store. Keys of their own: guessing a
 * seller's password spends nothing of a platform account's allowance, and the reverse.
 */
export const sellerRateLimits = {
  /** A browser that signed in to this account before has its own allowance, as on the platform. */
  login: (ip: string, storeId: number, email: string, device: string | null): RateLimitRule[] => [
    { key: `seller-login:ip:${ip}`, limit: 30, windowSeconds: 15 * MINUTE },
    device
      ? { key: `seller-login:device:${device}`, limit: 10, windowSeconds: 15 * MINUTE }
      : { key: `seller-login:account:${storeId}:${email.toLowerCase()}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  resetLink: (ip: string, storeId: number, email: string): RateLimitRule[] => [
    { key: `seller-reset-link:ip:${ip}`, limit: 20, windowSeconds: HOUR },
    { key: `seller-reset-link:account:${storeId}:${email.toLowerCase()}`, limit: 5, windowSeconds: HOUR },
  ],
  resetPassword: (ip: string): RateLimitRule[] => [
    { key: `seller-reset:ip:${ip}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
};
