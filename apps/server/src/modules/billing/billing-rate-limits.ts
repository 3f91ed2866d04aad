import type { RateLimitRule } from '../rate-limit/index.js';

/**
 * Payment initialisation asks a paid third party for a checkout and writes a row each time
 * (docs/architecture.md § Rate limits): a person retries a few times; a script is stopped.
 */
export const initializeRateLimits = (userId: number, ip: string): RateLimitRule[] => [
  { key: `pay-init:user:${userId}`, limit: 20, windowSeconds: 60 * 60 },
  { key: `pay-init:ip:${ip}`, limit: 60, windowSeconds: 60 * 60 },
];
