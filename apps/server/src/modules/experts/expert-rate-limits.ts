import type { RateLimitRule } from '../rate-limit/index.js';

/**
 * Card checks are what card testers script: a person retries a typo a few times; a script that walks
 * through stolen numbers is stopped (docs/architecture.md § Rate limits). Setting up a card with Stripe counts the
 * same.
 */
export const tokenizeRateLimits = (userId: number, ip: string): RateLimitRule[] => [
  { key: `card-token:user:${userId}`, limit: 20, windowSeconds: 60 * 60 },
  { key: `card-token:ip:${ip}`, limit: 60, windowSeconds: 60 * 60 },
];

/** A hire is one per workspace; a handful of tries an hour covers every honest mistake. */
export const hireRateLimits = (userId: number, ip: string): RateLimitRule[] => [
  { key: `expert-hire:user:${userId}`, limit: 10, windowSeconds: 60 * 60 },
  { key: `expert-hire:ip:${ip}`, limit: 30, windowSeconds: 60 * 60 },
];
