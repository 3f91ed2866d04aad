import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadWithTimeout } from './load-with-timeout';

afterEach(() => vi.useRealTimers());

describe('loadWithTimeout', () => {
  it('returns what the loader returns', async () => {
    await expect(loadWithTimeout(async () => 'chunk', 1000)).resolves.toBe('chunk');
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => {}), 120_000);
    const assertion = expect(pending).rejects.toThrow(/took too long/);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});
