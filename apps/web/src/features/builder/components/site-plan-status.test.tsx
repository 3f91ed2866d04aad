// @vitest-environment jsdom
import type { Website } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aWebsite } from '@/lib/testing/a-website';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import type { BuilderContext } from './builder-editor';
import { SitePlanStatus } from './site-plan-status';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAID: Website = aWebsite({
  custom_domain: 'www.harbour-bakery.com',
  url: 'http://www.harbour-bakery.com/',
  plan: 'site-basic',
  plan_paid_until: '2026-12-28T10:00:00.000Z',
});
const PROJECT = {
  u_id: PAID.project_uid,
  name: 'Harbour Bakery',
  business_id: 7,
  workspace: { id: 7, slug: 'harbour' },
};

function show(role: string, initial: Website = PAID) {
  const calls = fakeNetwork((call) => {
    if (call.path.endsWith(`/projects/${PAID.project_uid}`)) return { body: { success: true, data: PROJECT } };
    if (call.path.endsWith('/users/workspaces')) return { body: { success: true, data: [{ slug: 'harbour', role }] } };
    if (call.path.endsWith('/plan/cancel'))
      return { body: { success: true, message: 'Cancelled.', data: { ...PAID, plan_cancel_at_period_end: true } } };
    if (call.path.endsWith('/plan/resume')) return { body: { success: true, message: 'Kept.', data: PAID } };
    return { status: 500, body: { success: false, message: `Unexpected ${call.method} ${call.path}` } };
  });
  function Harness() {
    const [website, setWebsite] = useState(initial);
    return <SitePlanStatus context={{ website, setWebsite } as unknown as BuilderContext} />;
  }
  render(withQueryClient(<Harness />));
  return calls;
}

describe('SitePlanStatus', () => {
  it('says until when the plan is paid; cancelling asks first, says what happens to the domain, then shows the end date', async () => {
    const calls = show('owner');
    expect(screen.getByText('Paid until 28 Dec 2026')).toBeTruthy();
    // Usable once the user's role in the workspace is known.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel plan' }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the site plan?' });
    expect(dialog.textContent).toContain('on 28 Dec 2026. Until then www.harbour-bakery.com keeps working');
    expect(dialog.textContent).toContain('published on its Aerie address (harbour-bakery.sites.localhost:8080)');
    expect(dialog.textContent).toContain('custom domain stops serving it. The domain stays saved: buy the plan again');
    expect(calls.some((call) => call.path.endsWith('/plan/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Ends on 28 Dec 2026')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Keep plan' }));
    expect(await screen.findByText('Paid until 28 Dec 2026')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      expect.stringMatching(/\/site\/[0-9a-f-]+\/plan\/cancel$/),
      expect.stringMatching(/\/site\/[0-9a-f-]+\/plan\/resume$/),
    ]);
  }, 20_000);

  it('offers no Renew while more than a week is paid', async () => {
    show('owner', { ...PAID, plan_paid_until: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString() });
    await vi.waitFor(() => expect(screen.getByText(/^Paid until /)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Renew plan' })).toBeNull();
  });

  it('says an unpaid plan is in its grace, until when the domain works, and offers Renew', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const ended = new Date(Date.now() - 2 * DAY);
    const calls = show('owner', { ...PAID, plan_paid_until: ended.toISOString() });
    const day = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
    expect(screen.getByText(`Unpaid since ${day(ended)}`)).toBeTruthy();
    expect(
      screen.getByText(
        `The plan keeps working until ${day(new Date(ended.getTime() + 7 * DAY))}; renew before then, else it ends and www.harbour-bakery.com stops serving the site.`,
      ),
    ).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Renew plan' }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Renew plan' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/transactions/initialize'))?.body).toEqual({
        type: 'website',
        plan_id: 'site-basic',
        website_id: PAID.uuid,
        business_id: 7,
      }),
    );
  });

  it('shows a member Cancel plan unavailable, with the reason', async () => {
    const calls = show('maintainer');
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith('/users/workspaces'))).toBe(true));
    await act(async () => {});
    const cancel = screen.getByRole('button', { name: 'Cancel plan' });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    await act(async () => cancel.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Only the workspace owner can change the site plan.');
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
