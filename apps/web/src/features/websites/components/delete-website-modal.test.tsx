// @vitest-environment jsdom
import { MESSAGES } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aWebsite, fakeNetwork, withQueryClient } from '../test-support';
import { DeleteWebsiteModal } from './delete-website-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const website = aWebsite();

describe('DeleteWebsiteModal', () => {
  it('takes the site down with its subdomain as builder_path, then deletes it, and says so', async () => {
    const calls = fakeNetwork((call) => ({
      body: {
        success: true,
        message: call.path.includes('/deletesite/') ? MESSAGES.websiteDeleted : 'Website files deleted',
      },
    }));
    render(withQueryClient(<DeleteWebsiteModal website={website} onClose={vi.fn()} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete website' })));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.websiteDeleted);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/builder-api/builder/delete/${website.uuid}`,
        body: { builder_path: 'harbour-bakery' },
      },
      { method: 'GET', path: `/builder-api/deletesite/${website.uuid}`, body: undefined },
    ]);
  });

  it('stops after a refused first call and shows the server’s message in a red alert', async () => {
    const calls = fakeNetwork(() => ({
      status: 403,
      body: { success: false, message: 'Only the project owner can delete its websites', error: 'forbidden' },
    }));
    render(withQueryClient(<DeleteWebsiteModal website={website} onClose={vi.fn()} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete website' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the project owner can delete its websites');
    expect(calls).toHaveLength(1);
    // The dialog stays, so the owner can try again.
    expect(screen.getByRole('button', { name: 'Delete website' })).toBeTruthy();
  });
});
