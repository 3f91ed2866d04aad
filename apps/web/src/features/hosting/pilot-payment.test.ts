import { HOSTING_RULES } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { pilotPaymentBody, planPrice, readPilotChoice, rememberPilotChoice } from './pilot-payment';

const context = { workspaceId: 3, projectUid: 'p1a2b3c4d5e6' };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('pilotPaymentBody (docs/product.md § Buying a pilot)', () => {
  it('sends the payload with region LON1, type pilot and action create.pilot, without an empty code', () => {
    expect(pilotPaymentBody({ planId: 2, templateId: 4 }, context, '  ')).toEqual({
      plan_id: 2,
      template_id: 4,
      business_id: 3,
      type: 'pilot',
      action: 'create.pilot',
      region: 'LON1',
      project_id: 'p1a2b3c4d5e6',
    });
    expect(HOSTING_RULES.region).toBe('LON1');
  });

  it('sends the promo code only when one is typed', () => {
    expect(pilotPaymentBody({ planId: 2, templateId: 4 }, context, ' WELCOME10 ')).toMatchObject({
      discount_code: 'WELCOME10',
    });
  });

  it('has no payload while the plan or the template is missing', () => {
    expect(pilotPaymentBody({ planId: null, templateId: 4 }, context, '')).toBeNull();
    expect(pilotPaymentBody({ planId: 2, templateId: null }, context, '')).toBeNull();
  });
});

describe('planPrice', () => {
  const plan = { dollar_price: 10, naira_price: 15000, pound_price: 8 };
  it('shows the price a month in the workspace’s currency, the one the payment charges', () => {
    expect(planPrice(plan, 'USD')).toBe('$10/mo');
    expect(planPrice({ ...plan, dollar_price: 12.5 }, 'USD')).toBe('$12.50/mo');
    expect(planPrice(plan, 'GBP')).toBe('£8/mo');
    expect(planPrice(plan, 'NGN')).toBe('₦15,000/mo');
  });
});

describe('pilot choice storage', () => {
  it('keeps the plan and template of one project', () => {
    const storage = memoryStorage();
    rememberPilotChoice('p1a2b3c4d5e6', { planId: 2, templateId: null }, storage);
    expect(readPilotChoice('p1a2b3c4d5e6', storage)).toEqual({ planId: 2, templateId: null });
    expect(readPilotChoice('zzzzzzzz', storage)).toEqual({ planId: null, templateId: null });
  });

  it('ignores a damaged value', () => {
    const storage = memoryStorage();
    storage.setItem('pilot_choice', '{not json');
    expect(readPilotChoice('p1a2b3c4d5e6', storage)).toEqual({ planId: null, templateId: null });
  });
});
