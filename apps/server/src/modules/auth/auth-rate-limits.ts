import type { RateLimitRule } from '../rate-limit/index.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Limits on the unauthenticated calls, per client address and per target account, so neither one
 * address nor a botnet can guess one account's password or flood one inbox.
 */
export const authRateLimits = {
  /**
   * A browser with a device token for this account (it signed in here before) has its own allowance; all
   * other clients share the account's, so failures from anywhere else cannot lock the owner out.
   */
  login: (ip: string, email: string, device: string | null): RateLimitRule[] => [
    { key: `login:ip:${ip}`, limit: 30, windowSeconds: 15 * MINUTE },
    device
      ? { key: `login:device:${device}`, limit: 10, windowSeconds: 15 * MINUTE }
      : { key: `login:email:${email.toLowerCase()}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  register: (ip: string): RateLimitRule[] => [{ key: `register:ip:${ip}`, limit: 10, windowSeconds: HOUR }],
  emailLink: (ip: string, email: string): RateLimitRule[] => [
    { key: `email-link:ip:${ip}`, limit: 20, windowSeconds: HOUR },
    { key: `email-link:email:${email.toLowerCase()}`, limit: 5, windowSeconds: HOUR },
  ],
  resetPassword: (ip: string): RateLimitRule[] => [{ key: `reset:ip:${ip}`, limit: 10, windowSeconds: 15 * MINUTE }],
  /** "Someone tried to register with your address" mails to one owner. */
  registrationNotice: (email: string): RateLimitRule[] => [
    { key: `register-notice:email:${email.toLowerCase()}`, limit: 3, windowSeconds: HOUR },
  ],
};
