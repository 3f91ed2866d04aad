import { describe, expect, it } from 'vitest';

import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('names the largest whole unit, with one decimal below 10', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(48_000)).toBe('47 KB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(50 * 1024 ** 3)).toBe('50 GB');
  });
});
