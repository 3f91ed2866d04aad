import { describe, expect, it } from 'vitest';

import { formatMoney, formatMonthlyPrice } from './money';

describe('formatMoney', () => {
  it('turns minor units into the currency with two decimals', () => {
    expect(formatMoney(1000, 'USD')).toBe('$10.00');
    expect(formatMoney(5000, 'usd')).toBe('$50.00');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('shows other currencies with their own symbol', () => {
    expect(formatMoney(80000, 'GBP')).toBe('£800.00');
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney(1050, 'not-a-code')).toBe('NOT-A-CODE 10.50');
  });
});

describe('formatMonthlyPrice', () => {
  it('says Free for a free plan and drops zero cents', () => {
    expect(formatMonthlyPrice(0, 'USD')).toBe('Free');
    expect(formatMonthlyPrice(1000, 'USD')).toBe('$10');
    expect(formatMonthlyPrice(5000, 'USD')).toBe('$50');
    expect(formatMonthlyPrice(1050, 'USD')).toBe('$10.50');
  });
});
