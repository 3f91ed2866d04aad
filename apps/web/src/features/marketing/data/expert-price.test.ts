import { EXPERT_HIRE } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { EXPERT_MAX_DAYS, EXPERT_RATE, expertMonthlyMinor, formatExpertPrice } from './expert-price';

describe('the public expert price', () => {
  it('is the price and currency the hire form charges', () => {
    expect(EXPERT_HIRE.currency).toBe('GBP');
    expect(EXPERT_RATE).toBe('£800');
    expect(formatExpertPrice(expertMonthlyMinor(2, 5))).toBe('£8,000');
    expect(expertMonthlyMinor(1, 1)).toBe(EXPERT_HIRE.basePricePerDayMinor);
  });

  it('sells at most the days a week the hire form offers', () => {
    expect(EXPERT_MAX_DAYS).toBe(5);
  });
});
