/**
 * The time port. Behaviour that depends on what time it is (rate-limit windows, expiry, schedules) asks
 * this instead of `Date.now()`, so a test sets and advances the time instead of waiting for it to pass.
 */
export interface Clock {
  now(): Date;
}

/** The machine's own clock: what every process runs on outside tests. */
export const systemClock: Clock = { now: () => new Date() };
