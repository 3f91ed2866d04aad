// @vitest-environment jsdom
import {
  NOTIFICATION_TYPE_NAMES,
  NOTIFICATION_TYPES,
  type EmailChannel,
  type NotificationPreference,
} from '@aerie/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { NotificationSettingsSection } from './notification-settings-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every type with its default channel, as the server lists them, except the ones the person chose. */
function preferences(chosen: Record<string, EmailChannel> = {}): NotificationPreference[] {
  return NOTIFICATION_TYPE_NAMES.map((type) => ({
    type,
    label: NOTIFICATION_TYPES[type].label,
    email: chosen[type] ?? NOTIFICATION_TYPES[type].email,
    default_email: NOTIFICATION_TYPES[type].email,
  }));
}

function showSection() {
  const router = createMemoryRouter([{ path: '*', element: <NotificationSettingsSection /> }], {
    initialEntries: ['/dashboard/profile'],
  });
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('notification settings', () => {
  it('lists due reminders like the other types, and saves a new channel for them', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'PUT'
        ? { body: { success: true, data: preferences({ 'task.due': 'daily' }) } }
        : { body: { success: true, data: preferences() } },
    );
    showSection();

    const reminders = await screen.findByLabelText('A task of yours is due tomorrow or today');
    expect(reminders).toHaveProperty('value', 'immediate');
    expect(screen.getByLabelText('You are assigned a task')).toHaveProperty('value', 'immediate');

    fireEvent.change(reminders, { target: { value: 'daily' } });
    await screen.findByText('Notification settings saved.');
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: expect.stringMatching(/\/notification-preferences$/),
      body: { channels: { 'task.due': 'daily' } },
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/^A task of yours is due tomorrow or today/)).toHaveProperty('value', 'daily'),
    );
    expect(screen.getByText('(default: e-mail at once)')).toBeTruthy();
  });
});
