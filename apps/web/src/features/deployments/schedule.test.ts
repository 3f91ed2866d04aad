import { describe, expect, it } from 'vitest';

import { scheduleFromTimeInput, timeZoneChoices } from './schedule';

describe('scheduleFromTimeInput', () => {
  it('turns a time input into H:M:S, and empty into no schedule', () => {
    expect(scheduleFromTimeInput('03:30')).toBe('03:30:00');
    expect(scheduleFromTimeInput('23:05:09')).toBe('23:05:09');
    expect(scheduleFromTimeInput('')).toBeNull();
    expect(scheduleFromTimeInput('  ')).toBeNull();
  });
});

describe('timeZoneChoices', () => {
  it('puts UTC first and keeps the current zone in the list', () => {
    const zones = timeZoneChoices('Mars/Olympus');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Mars/Olympus');
    expect(zones).toContain('Europe/London');
  });
});
