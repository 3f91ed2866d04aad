import { describe, expect, it } from 'vitest';

import { asHexColour, lengthInPx } from './theme';

describe('theme values', () => {
  it('reads px and rem lengths for the sliders, falling back when unreadable', () => {
    expect(lengthInPx('16px', 8)).toBe(16);
    expect(lengthInPx('1.5rem', 8)).toBe(24);
    expect(lengthInPx('calc(1px + 2px)', 8)).toBe(8);
    expect(lengthInPx(undefined, 12)).toBe(12);
  });

  it('shows short and long hex colours in the colour picker, and nothing else', () => {
    expect(asHexColour('#ABC')).toBe('#aabbcc');
    expect(asHexColour(' #4f46e5 ')).toBe('#4f46e5');
    expect(asHexColour('rgb(0,0,0)')).toBeNull();
  });
});
