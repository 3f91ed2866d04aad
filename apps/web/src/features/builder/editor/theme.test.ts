import { describe, expect, it } from 'vitest';

import { asHexColour, lengthInPx, sizeInPx, splitLength } from './theme';

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

  it('splits a text style size into its number and unit, and reads it as px for the preview', () => {
    expect(splitLength('2.25rem')).toEqual({ amount: '2.25', unit: 'rem' });
    expect(splitLength('-0.02em')).toEqual({ amount: '-0.02', unit: 'em' });
    expect(splitLength('1.2')).toEqual({ amount: '1.2', unit: '' });
    expect(splitLength('var(--site-radius)')).toBeNull();
    expect(sizeInPx('3.25rem')).toBe(52);
    expect(sizeInPx('56px')).toBe(56);
    expect(sizeInPx('var(--x)')).toBeNull();
  });
});
