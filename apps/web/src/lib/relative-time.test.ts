import { describe, expect, it } from 'vitest';

import { formatRelativeTime } from './relative-time';

const now = new Date('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [15 * 24 * 3600, '2 weeks ago'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads “%s”', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('shows a dash for a value it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('—');
  });
});
