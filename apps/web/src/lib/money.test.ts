import { describe, expect, it } from 'vitest';

import { formatMoney, formatPrice, minorDigits, minorFromMajor, parseMajor, toMajorText } from './money';

describe('money: amounts charged, to the minor unit', () => {
  it('US dollars', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5000, ' usd ')).toBe('$50.00');
  });

  it('pounds sterling', () => {
    expect(formatMoney(80000, 'GBP')).toBe('£800.00');
    expect(formatMoney(480000, 'GBP')).toBe('£4,800.00');
    expect(formatMoney(1999, 'GBP')).toBe('£19.99');
  });

  it('naira, with its sign rather than the code', () => {
    expect(formatMoney(150000000, 'NGN')).toBe('₦1,500,000.00');
    expect(formatMoney(1050, 'NGN')).toBe('₦10.50');
  });

  it('other currencies with their own symbol and minor digits', () => {
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    // No sign of its own: the code, with the non-breaking space Intl puts after it.
    expect(formatMoney(1234, 'KWD')).toBe('KWD\u00a01.234');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney(1050, 'not-a-code')).toBe('NOT-A-CODE 10.50');
  });
});

describe('money: prices on offer', () => {
  it('drop zero decimals and keep any others, in each currency', () => {
    expect(formatPrice(100000, 'USD')).toBe('$1,000');
    expect(formatPrice(1050, 'USD')).toBe('$10.50');
    expect(formatPrice(80000, 'GBP')).toBe('£800');
    expect(formatPrice(1999, 'GBP')).toBe('£19.99');
    expect(formatPrice(150000000, 'NGN')).toBe('₦1,500,000');
    expect(formatPrice(1200, 'JPY')).toBe('¥1,200');
  });
});

describe('money: between minor units and what is typed', () => {
  it('knows each currency’s minor units', () => {
    expect(['USD', 'GBP', 'NGN'].map(minorDigits)).toEqual([2, 2, 2]);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('turns typed amounts into minor units, refusing what is not one', () => {
    expect(parseMajor('12.5', 'USD')).toBe(1250);
    expect(parseMajor('12,50', 'GBP')).toBe(1250);
    expect(parseMajor('35', 'NGN')).toBe(3500);
    expect(parseMajor('0', 'USD')).toBe(0);
    expect(parseMajor('1200', 'JPY')).toBe(1200);
    expect(parseMajor('1.234', 'USD')).toBeNull();
    expect(parseMajor('12.5', 'JPY')).toBeNull();
    expect(parseMajor('-1', 'USD')).toBeNull();
    expect(parseMajor('1,000.00', 'USD')).toBeNull();
    expect(parseMajor('abc', 'USD')).toBeNull();
    expect(parseMajor('', 'USD')).toBeNull();
  });

  it('shows minor units as the text a price field holds', () => {
    expect(toMajorText(1250, 'USD')).toBe('12.50');
    expect(toMajorText(499, 'GBP')).toBe('4.99');
    expect(toMajorText(1200, 'JPY')).toBe('1200');
  });

  it('turns a catalogue’s major units into minor units without float residue', () => {
    expect(minorFromMajor(5.5, 'USD')).toBe(550);
    expect(minorFromMajor(0.29, 'GBP')).toBe(29);
    expect(minorFromMajor(15000, 'NGN')).toBe(1500000);
  });
});
