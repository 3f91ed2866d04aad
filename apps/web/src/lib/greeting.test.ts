import { describe, expect, it } from 'vitest';

import { greetingFor } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2025, 0, 15, hours, minutes);

describe('greetingFor', () => {
  it('says Good Morning from midnight until just before noon', () => {
    expect(greetingFor(at(0))).toBe('Good Morning');
    expect(greetingFor(at(8, 30))).toBe('Good Morning');
    expect(greetingFor(at(11, 59))).toBe('Good Morning');
  });

  it('says Good Afternoon from 12:00 until just before 18:00', () => {
    expect(greetingFor(at(12))).toBe('Good Afternoon');
    expect(greetingFor(at(15, 45))).toBe('Good Afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good Afternoon');
  });

  it('says Good Evening from 18:00 until midnight', () => {
    expect(greetingFor(at(18))).toBe('Good Evening');
    expect(greetingFor(at(23, 59))).toBe('Good Evening');
  });
});
