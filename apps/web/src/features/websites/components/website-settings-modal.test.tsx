// @vitest-environment jsdom
import { DELAYS_MS, LIMITS, MESSAGES } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aWebsite, fakeNetwork, withQueryClient } from '../test-support';
import { WebsiteSettingsModal } from './website-settings-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const website = aWebsite();
const saved = { success: true, message: MESSAGES.websiteUpdated, data: website };

function open(onClose = vi.fn()) {
  render(withQueryClient(<WebsiteSettingsModal website={website} onClose={onClose} />));
  return {
    name: screen.getByLabelText('Website name') as HTMLInputElement,
    subdomain: screen.getByLabelText('Subdomain') as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Save changes' }),
    onClose,
  };
}

describe('WebsiteSettingsModal', () => {
  it('blocks the space key in the subdomain and previews the address on the sites domain', () => {
    fakeNetwork(() => ({ body: saved }));
    const { subdomain } = open();
    expect(fireEvent.keyDown(subdomain, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(subdomain, { key: 'a' })).toBe(true);
    fireEvent.change(subdomain, { target: { value: 'Bread Shop' } });
    expect(subdomain.value).toBe('BreadShop');
    expect(screen.getByText('breadshop').parentElement?.textContent).toBe('breadshop.sites.localhost:8080');
  });

  it('drops the spaces of pasted text', async () => {
    fakeNetwork(() => ({ body: saved }));
    const { subdomain } = open();
    subdomain.setSelectionRange(0, subdomain.value.length);
    fireEvent.paste(subdomain, { clipboardData: { getData: () => 'new york bagels' } });
    await waitFor(() => expect(subdomain.value).toBe('newyorkbagels'));
  });

  it('keeps a pasted over-long subdomain whole, counts it and refuses it with the limit (issue 25)', async () => {
    const calls = fakeNetwork(() => ({ body: saved }));
    const { subdomain, save } = open();
    const pasted = 'a'.repeat(LIMITS.subdomainMax + 5);
    fireEvent.change(subdomain, { target: { value: pasted } });
    expect(subdomain.value).toBe(pasted);
    expect(subdomain.maxLength).toBe(-1);
    expect(screen.getByText(`68 / ${LIMITS.subdomainMax}`).id).toBe('website-subdomain-count');
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText(`Subdomain must be at most ${LIMITS.subdomainMax} characters`)).toBeTruthy();
    expect(subdomain.value).toBe(pasted);
    expect(calls).toHaveLength(0);
  });

  it('keeps Save inactive until both fields are filled', () => {
    fakeNetwork(() => ({ body: saved }));
    const { name, save } = open();
    fireEvent.change(name, { target: { value: '  ' } });
    expect(save).toHaveProperty('disabled', true);
  });

  it('saves the subdomain lowercased, shows the server message, then closes 2.5 s later', async () => {
    const calls = fakeNetwork(() => ({ body: saved }));
    const { name, subdomain, save, onClose } = open();
    fireEvent.change(name, { target: { value: 'Harbour Bakery London' } });
    fireEvent.change(subdomain, { target: { value: 'Harbour-London' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(async () => fireEvent.click(save));
      await screen.findByText(MESSAGES.websiteUpdated);
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        `GET /builder-api/updatesite/Harbour%20Bakery%20London/harbour-london/${website.uuid}?redirect_days=90`,
      ]);
      expect(onClose).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(DELAYS_MS.websiteOrStoreAction));
      expect(onClose).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says before saving that the old address will redirect, for the time chosen, and sends that choice', async () => {
    const calls = fakeNetwork(() => ({ body: saved }));
    const { name, subdomain, save } = open();
    fireEvent.change(name, { target: { value: 'Renamed' } });
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.change(subdomain, { target: { value: 'new-home' } });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain(`${website.subdomain}.sites.localhost:8080`);
    expect(notice.textContent).toContain('new-home.sites.localhost:8080');
    expect(notice.textContent).toContain('visitors are redirected to the new one');
    const keep = screen.getByLabelText('Keep the old address') as HTMLSelectElement;
    expect(keep.value).toBe('90');
    fireEvent.change(keep, { target: { value: '0' } });
    expect(notice.textContent).toContain('The old address stops working as soon as you save');
    fireEvent.change(keep, { target: { value: '365' } });
    await act(async () => fireEvent.click(save));
    await screen.findByText(MESSAGES.websiteUpdated);
    expect(calls.map((call) => call.path)).toEqual([
      `/builder-api/updatesite/Renamed/new-home/${website.uuid}?redirect_days=365`,
    ]);
  });

  it('shows no redirect notice while the subdomain stays as saved', () => {
    fakeNetwork(() => ({ body: saved }));
    const { subdomain } = open();
    fireEvent.change(subdomain, { target: { value: 'other' } });
    expect(screen.getByRole('note')).toBeTruthy();
    fireEvent.change(subdomain, { target: { value: website.subdomain.toUpperCase() } });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('puts a taken subdomain (409) beside the subdomain field', async () => {
    fakeNetwork(() => ({
      status: 409,
      body: { success: false, message: MESSAGES.subdomainTaken, error: 'conflict' },
    }));
    const { subdomain, save } = open();
    fireEvent.change(subdomain, { target: { value: 'taken' } });
    await act(async () => fireEvent.click(save));
    await waitFor(() =>
      expect(document.getElementById('website-subdomain-error')?.textContent).toBe(MESSAGES.subdomainTaken),
    );
    expect(subdomain.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows any other failure in a red alert with the server’s message', async () => {
    fakeNetwork(() => ({
      status: 403,
      body: { success: false, message: 'You are not a member of this project', error: 'forbidden' },
    }));
    const { save } = open();
    await act(async () => fireEvent.click(save));
    expect((await screen.findByRole('alert')).textContent).toContain('You are not a member of this project');
  });
});
