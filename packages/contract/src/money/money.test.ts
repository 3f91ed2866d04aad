import { describe, expect, it } from 'vitest';

import { isSupportedCurrency, SUPPORTED_CURRENCIES } from './currencies.js';
import {
  formatMoney,
  formatPrice,
  minorDigits,
  minorFromMajor,
  parseMajor,
  shareOf,
  toMajorText,
  toMajorUnits,
  toMinorUnits,
} from './money.js';

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
    expect(formatPrice(1250000, 'KWD')).toBe('KWD\u00a01,250');
    expect(formatPrice(1250, 'KWD')).toBe('KWD\u00a01.250');
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
    expect(toMajorText(1250, 'KWD')).toBe('1.250');
  });

  it('turns a catalogue’s major units into minor units without float residue', () => {
    expect(minorFromMajor(5.5, 'USD')).toBe(550);
    expect(minorFromMajor(0.29, 'GBP')).toBe(29);
    expect(minorFromMajor(15000, 'NGN')).toBe(1500000);
  });
});

describe('money: JPY, USD and KWD, from the price field to the provider and back', () => {
  const cases = [
    { currency: 'JPY', typed: '1250', minor: 1250, shown: '¥1,250', provider: 1250 },
    { currency: 'USD', typed: '12.50', minor: 1250, shown: '$12.50', provider: 12.5 },
    { currency: 'KWD', typed: '1.250', minor: 1250, shown: 'KWD\u00a01.250', provider: 1.25 },
  ];

  it.each(cases)('$currency: typed $typed is $minor minor units, reads $shown, is sent as $provider', (money) => {
    expect(parseMajor(money.typed, money.currency)).toBe(money.minor);
    expect(formatMoney(money.minor, money.currency)).toBe(money.shown);
    expect(toMajorUnits(money.minor, money.currency)).toBe(money.provider);
    expect(JSON.stringify({ amount: toMajorUnits(money.minor, money.currency) })).toBe(`{"amount":${money.provider}}`);
    expect(toMinorUnits(money.provider, money.currency)).toBe(money.minor);
  });

  it('reads a provider decimal as written, rounding a half away from zero', () => {
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(12.3456, 'KWD')).toBe(12346);
    expect(toMinorUnits(1250.5, 'JPY')).toBe(1251);
    expect(toMinorUnits(-0.015, 'USD')).toBe(-2);
    expect(toMinorUnits(1e-7, 'USD')).toBe(0);
    expect(toMinorUnits(0.29, 'GBP')).toBe(29);
  });

  it('takes a share in basis points to the nearest minor unit', () => {
    expect(shareOf(1250, 150)).toBe(19); // ¥18.75
    expect(shareOf(123456, 150)).toBe(1852); // 1851.84
    expect(shareOf(1000, 150)).toBe(15);
    expect(shareOf(100, 150)).toBe(2); // 1.5 rounds up
    expect(shareOf(0, 150)).toBe(0);
  });
});

describe('money: the currencies a store accepts', () => {
  it('accepts ISO 4217 codes in circulation, and no other', () => {
    for (const code of ['USD', 'JPY', 'KWD', 'NGN', 'GBP', 'EUR', 'XOF']) expect(isSupportedCurrency(code)).toBe(true);
    for (const code of ['usd', 'XAU', 'XDR', 'XTS', 'HRK', 'BOV', 'ABC', '', 'USDX']) {
      expect(isSupportedCurrency(code)).toBe(false);
    }
  });

  it('pins digits that the formatter and Intl agree on, for every supported code', () => {
    expect(SUPPORTED_CURRENCIES.length).toBeGreaterThan(150);
    for (const code of SUPPORTED_CURRENCIES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3]).toContain(minorDigits(code));
      // A whole major unit prints with exactly the pinned digits.
      const text = formatMoney(10 ** minorDigits(code), code);
      const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
      expect(decimals, `${code} → ${text}`).toBe(minorDigits(code));
    }
  });
});
