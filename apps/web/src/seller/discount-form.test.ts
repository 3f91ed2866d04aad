import { describe, expect, it } from 'vitest';

import { discountFormOf, DiscountFormSchema, discountInputOf, discountValueText } from './discount-form';

const form = (overrides: Partial<ReturnType<typeof discountFormOf>> = {}) => ({
  ...discountFormOf(undefined, 'USD'),
  code: 'summer10',
  ...overrides,
});

describe('the discount editor form', () => {
  it('sends amounts in minor units of the currency, limits as numbers, empty fields as none', () => {
    const result = discountInputOf(
      form({ kind: 'fixed', amount: '12.5', minimum_subtotal: '40', usage_limit: '5' }),
      'USD',
    );
    expect(result).toEqual({
      body: {
        code: 'summer10',
        kind: 'fixed',
        percent: null,
        amount: 1250,
        minimum_subtotal: 4000,
        starts_at: null,
        ends_at: null,
        usage_limit: 5,
        per_customer_limit: null,
        product_uuids: [],
        active: true,
      },
    });
    const yen = discountInputOf(form({ kind: 'fixed', amount: '1250' }), 'JPY');
    expect('body' in yen && yen.body.amount).toBe(1250);
    const dinar = discountInputOf(form({ kind: 'fixed', amount: '1.250' }), 'KWD');
    expect('body' in dinar && dinar.body.amount).toBe(1250);
  });

  it('names the money fields that are not amounts in the currency', () => {
    expect(discountInputOf(form({ kind: 'fixed', amount: '12.505' }), 'USD')).toEqual({ badAmounts: ['amount'] });
    expect(discountInputOf(form({ kind: 'fixed', amount: '5.5' }), 'JPY')).toEqual({ badAmounts: ['amount'] });
    expect(discountInputOf(form({ percent: '10', minimum_subtotal: 'ten' }), 'USD')).toEqual({
      badAmounts: ['minimum_subtotal'],
    });
  });

  it('refuses a percent out of 1–100, a missing amount and an end before the start', () => {
    const issues = (values: ReturnType<typeof form>) =>
      DiscountFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(form({ percent: '150' }))).toEqual([['percent', 'Percent must be from 1 to 100']]);
    expect(issues(form({ percent: '' }))).toEqual([['percent', 'Enter a whole percent from 1 to 100']]);
    expect(issues(form({ kind: 'fixed' }))).toEqual([['amount', 'Amount is required for a fixed-amount code']]);
    expect(issues(form({ percent: '10', starts_at: '2026-12-02T09:00', ends_at: '2026-12-01T09:00' }))).toEqual([
      ['ends_at', 'Ends at must be after starts at'],
    ]);
    expect(issues(form({ percent: '10', code: 'TEN OFF' }))?.[0]?.[0]).toBe('code');
  });

  it('says what a code takes off', () => {
    const money = (minor: number) => `${minor} cents`;
    expect(discountValueText({ kind: 'percent', percent: 10, amount: null }, money)).toBe('10% off');
    expect(discountValueText({ kind: 'fixed', percent: null, amount: 500 }, money)).toBe('500 cents off');
    expect(discountValueText({ kind: 'free-shipping', percent: null, amount: null }, money)).toBe('Free shipping');
  });
});
