// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { TrialEntries } from './trial-entries';

afterEach(cleanup);

describe('a free trial in the billing history', () => {
  it('shows when it ends and what will be charged then — no payment status, no receipt', () => {
    render(
      <TrialEntries
        trials={[
          {
            type: 'expert',
            description: 'Hire an expert: 2 developers, 3 days a week',
            amount: 480000,
            currency: 'GBP',
            trial_ends_at: '2026-12-05T12:00:00.000Z',
            created_at: '2026-11-28T12:00:00.000Z',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Free trials' });
    expect(list.textContent).toContain('Free trial · ends 5 Dec 2026 · £4,800.00 will be charged then');
    expect(list.textContent).not.toMatch(/Success/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
