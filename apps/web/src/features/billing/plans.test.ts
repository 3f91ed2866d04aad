import { describe, expect, it } from 'vitest';

import { canChangePlan, isUpgrade, planName } from './plans';

describe('isUpgrade', () => {
  it('offers only the plans above the current one', () => {
    expect(isUpgrade('air', 'earth')).toBe(true);
    expect(isUpgrade('air', 'moon')).toBe(true);
    expect(isUpgrade('earth', 'moon')).toBe(true);
    expect(isUpgrade('earth', 'earth')).toBe(false);
    expect(isUpgrade('moon', 'earth')).toBe(false);
    expect(isUpgrade('earth', 'air')).toBe(false);
  });
});

describe('canChangePlan', () => {
  it('lets only the owner change the plan', () => {
    expect(canChangePlan('owner')).toBe(true);
    expect(canChangePlan('maintainer')).toBe(false);
    expect(canChangePlan('developer')).toBe(false);
    expect(canChangePlan('guest')).toBe(false);
    expect(canChangePlan(undefined)).toBe(false);
  });
});

describe('plan wording', () => {
  it('names the plans', () => {
    expect(planName('air')).toBe('Air');
    expect(planName('earth')).toBe('Earth');
    expect(planName('moon')).toBe('Moon');
  });
});
