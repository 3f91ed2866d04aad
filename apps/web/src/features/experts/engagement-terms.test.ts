import type { ExpertHire } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { cancellationTerms, daysLeft, engagementStatus, nextCharge } from './engagement-terms';

const hire = (overrides: Partial<ExpertHire> = {}): ExpertHire => ({
  id: 1,
  business_id: 1,
  quantity: 2,
  days_per_week: 3,
  amount_per_month: 480000,
  currency: 'GBP',
  status: 'trialing',
  trial_ends_at: '2026-12-05T12:00:00.000Z',
  period_ends_at: '2026-12-05T12:00:00.000Z',
  cancel_at_period_end: false,
  ended_at: null,
  card_last4: '4242',
  brief: { need: 'A developer', due_on: null, project: null },
  created_at: '2026-11-28T12:00:00.000Z',
  ...overrides,
});

describe('engagement terms', () => {
  it('names the state: trial, active, ending, past due, cancelled', () => {
    expect(engagementStatus(hire()).label).toBe('Free trial');
    expect(engagementStatus(hire({ status: 'active' })).label).toBe('Active');
    expect(engagementStatus(hire({ cancel_at_period_end: true })).label).toBe('Ends on 5 Dec 2026');
    expect(engagementStatus(hire({ status: 'past_due' })).label).toBe('Past due');
    expect(engagementStatus(hire({ status: 'cancelled', cancel_at_period_end: true })).label).toBe('Cancelled');
  });

  it('says what cancelling does before it is confirmed', () => {
    expect(cancellationTerms(hire())).toBe(
      'Your engagement ends on 5 Dec 2026, when the free trial would have. Nothing is charged.',
    );
    expect(cancellationTerms(hire({ status: 'active', period_ends_at: '2027-01-05T12:00:00.000Z' }))).toContain(
      'ends on 5 Jan 2027, at the end of the month already paid for',
    );
  });

  it('gives the next charge and the days left of the period', () => {
    expect(nextCharge(hire())).toBe('£4,800 on 5 Dec 2026 to the card ending 4242');
    expect(nextCharge(hire({ cancel_at_period_end: true }))).toBe('None: it ends on 5 Dec 2026.');
    expect(daysLeft(hire(), Date.parse('2026-12-02T12:00:00.000Z'))).toBe(3);
    expect(daysLeft(hire(), Date.parse('2026-12-06T12:00:00.000Z'))).toBe(0);
  });
});
