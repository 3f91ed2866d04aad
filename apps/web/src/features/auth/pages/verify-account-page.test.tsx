// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';
import { readPendingTemplate, rememberPendingTemplate } from '@/lib/template-start';

import { takeIntendedUrl } from '../session';
import VerifyAccountPage from './verify-account-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function showPage() {
  const router = createMemoryRouter([{ path: '/verify/:token', element: <VerifyAccountPage /> }], {
    initialEntries: ['/verify/a-token'],
  });
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('VerifyAccountPage with a template chosen before registering (issue 25)', () => {
  it("sends this tab's login on to a new site from the template, once", async () => {
    fakeNetwork(() => ({ body: { success: true, message: 'Account verified' } }));
    rememberPendingTemplate('agency');
    showPage();
    expect(
      await screen.findByText('Log in to create your site from the Agency starter template.', { exact: false }),
    ).toBeTruthy();
    expect(takeIntendedUrl()).toBe('/dashboard/new-site?template=agency');
    expect(readPendingTemplate()).toBeNull();
  });

  it('without one, says to log in and start a first project, and remembers nowhere to go', async () => {
    fakeNetwork(() => ({ body: { success: true, message: 'Account verified' } }));
    showPage();
    expect(await screen.findByText(/start your first project/)).toBeTruthy();
    expect(takeIntendedUrl()).toBeNull();
  });
});
