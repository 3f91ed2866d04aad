import type { ExpertPricingOption } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { isDeveloperCount, monthlyAmount, parseExpiry } from './hire-amount';

const threeDays: ExpertPricingOption = {
  id: 3,
  days_per_week: 3,
  amount: 240000,
  currency: 'GBP',
  plan_id: 'expert_3d',
  plan_token: 'price_expert_3d_monthly',
};

describe('monthlyAmount', () => {
  it('is the developer count times the price for the chosen days', () => {
    expect(monthlyAmount(threeDays, 2)).toBe(480000);
    expect(monthlyAmount(threeDays, 24)).toBe(24 * 240000);
  });

  it('is null outside 1 to 24 developers or without an option', () => {
    expect(monthlyAmount(threeDays, 0)).toBeNull();
    expect(monthlyAmount(threeDays, 25)).toBeNull();
    expect(monthlyAmount(threeDays, 1.5)).toBeNull();
    expect(monthlyAmount(undefined, 2)).toBeNull();
    expect(isDeveloperCount(1)).toBe(true);
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry(' 12 / 2030 ')).toEqual({ month: 12, year: 2030 });
  });

  it('refuses anything else', () => {
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('0430')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
