import { describe, expect, it } from 'vitest';

import { formatMoney, minorDigits, parseMajor, toMajorText } from './money';

describe('seller admin money', () => {
  it('knows each currency’s minor units', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('turns typed amounts into minor units, refusing what is not one', () => {
    expect(parseMajor('12.5', 'USD')).toBe(1250);
    expect(parseMajor('12,50', 'EUR')).toBe(1250);
    expect(parseMajor('35', 'USD')).toBe(3500);
    expect(parseMajor('0', 'USD')).toBe(0);
    expect(parseMajor('1200', 'JPY')).toBe(1200);
    expect(parseMajor('1.234', 'USD')).toBeNull();
    expect(parseMajor('12.5', 'JPY')).toBeNull();
    expect(parseMajor('-1', 'USD')).toBeNull();
    expect(parseMajor('abc', 'USD')).toBeNull();
    expect(parseMajor('', 'USD')).toBeNull();
  });

  it('shows minor units as major text and money', () => {
    expect(toMajorText(1250, 'USD')).toBe('12.50');
    expect(toMajorText(1200, 'JPY')).toBe('1200');
    expect(formatMoney(1250, 'USD')).toContain('12.50');
  });
});
