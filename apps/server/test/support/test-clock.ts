import type { Clock } from '../../src/adapters/clock/clock.js';

/** A clock that stands still until the test moves it, so time-based rules are tested without waiting. */
export interface TestClock extends Clock {
  set(instant: Date | string | number): void;
  advance(milliseconds: number): void;
}

export function createTestClock(start: Date | string | number = Date.now()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
