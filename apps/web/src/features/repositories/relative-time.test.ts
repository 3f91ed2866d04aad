import { describe, expect, it } from 'vitest';

import { relativeTime } from './relative-time';

const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('relativeTime', () => {
  it('names the nearest whole unit', () => {
    expect(relativeTime('2026-11-23T11:59:30.000Z', NOW)).toBe('30 seconds ago');
    expect(relativeTime('2026-11-23T09:00:00.000Z', NOW)).toBe('3 hours ago');
    expect(relativeTime('2026-11-22T12:00:00.000Z', NOW)).toBe('yesterday');
    expect(relativeTime('2026-10-20T12:00:00.000Z', NOW)).toBe('last month');
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});
