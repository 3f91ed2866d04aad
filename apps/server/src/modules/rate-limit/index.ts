/**
 * The rate-limit domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Fixed-window rate limits kept in the database.
 */
export { assertUnderRateLimit, hitRateLimit, type RateLimitRule } from './hit-rate-limit.js';
