import { PLANS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { formatPrice } from '@/lib/money';

import { EXPERT_MAX_DAYS, EXPERT_MAX_DEVELOPERS, expertMonthlyMinor, formatExpertPrice } from './expert-price';
import { formatUsd } from './pricing';

/**
 * The public pages format their US-dollar list prices without lib/money, to stay inside their JavaScript
 * budget: what they show must still be what lib/money shows for the same amount on the dashboard.
 */
describe('the public pages’ prices', () => {
  it('read as lib/money writes them: every plan', () => {
    for (const plan of PLANS.filter((candidate) => candidate.priceUsd > 0)) {
      expect(formatUsd(plan.priceUsd)).toBe(formatPrice(plan.priceUsd * 100, 'USD'));
    }
  });

  it('read as lib/money writes them: every expert total the calculator can show', () => {
    for (let developers = 1; developers <= EXPERT_MAX_DEVELOPERS; developers += 1) {
      for (let days = 1; days <= EXPERT_MAX_DAYS; days += 1) {
        const minor = expertMonthlyMinor(developers, days);
        expect(formatExpertPrice(minor)).toBe(formatPrice(minor, 'USD'));
      }
    }
  });
});
