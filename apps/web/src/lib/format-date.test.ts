import { describe, expect, it } from 'vitest';

import { EMPTY_DATE, formatDate } from './format-date';

const utc = { timeZone: 'UTC' } as const;

describe('formatDate', () => {
  it('formats an ISO string as day, short month and year by default', () => {
    expect(formatDate('2025-03-07T10:15:00.000Z', utc)).toBe('7 Mar 2025');
  });

  it('formats the long style with the weekday and full month', () => {
    const text = formatDate('2025-03-07T10:15:00.000Z', { ...utc, style: 'long' });
    // ICU versions differ on the comma after the weekday; the words are what matter.
    expect(text).toMatch(/^Friday,? 7 March 2025$/);
  });

  it('includes the time in the dateTime style', () => {
    expect(formatDate('2025-03-07T10:15:00.000Z', { ...utc, style: 'dateTime' })).toMatch(/^7 Mar 2025,? 10:15$/);
  });

  it('accepts Date objects and timestamps', () => {
    const date = new Date(Date.UTC(2024, 11, 31, 23, 0));
    expect(formatDate(date, utc)).toBe('31 Dec 2024');
    expect(formatDate(date.getTime(), utc)).toBe('31 Dec 2024');
  });

  it('respects the time zone', () => {
    expect(formatDate('2024-12-31T23:30:00.000Z', { timeZone: 'Europe/Berlin' })).toBe('1 Jan 2025');
  });

  it('shows a dash for missing or unreadable values', () => {
    expect(formatDate(null)).toBe(EMPTY_DATE);
    expect(formatDate(undefined)).toBe(EMPTY_DATE);
    expect(formatDate('')).toBe(EMPTY_DATE);
    expect(formatDate('not a date')).toBe(EMPTY_DATE);
  });
});
