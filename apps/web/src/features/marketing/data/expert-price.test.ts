import { PRICE_BOOK } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { EXPERT_MAX_DAYS, EXPERT_RATE, expertMonthlyMinor, formatExpertPrice } from './expert-price';

describe('the public expert price', () => {
  it('is the price book’s in dollars, as every public price, and what a dollar workspace is charged', () => {
    expect(PRICE_BOOK.expertPerDeveloperDay.USD).toBe(1000);
    expect(EXPERT_RATE).toBe('$1,000');
    expect(formatExpertPrice(expertMonthlyMinor(2, 5))).toBe('$10,000');
    expect(expertMonthlyMinor(1, 1)).toBe(100_000);
  });

  it('sells at most the days a week the hire form offers', () => {
    expect(EXPERT_MAX_DAYS).toBe(5);
  });
});
