// @vitest-environment jsdom
import { roleRefusal, type FormRecipients } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '../test-support';
import { FormRecipientsCard } from './form-recipients-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '3f2c9a4e-7b1d-4c8e-9f0a-1b2c3d4e5f60';
const PATH = `/builder-api/site/${UUID}/form-recipients`;
const byDefault: FormRecipients = {
  is_default: true,
  people: [
    { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', is_owner: true, selected: true },
    { id: 2, name: 'Grace Hopper', email: 'grace@example.com', is_owner: false, selected: false },
  ],
};

describe('FormRecipientsCard', () => {
  it('shows the owner by default, and saves the people ticked in the dialog', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'PUT'
        ? {
            body: {
              success: true,
              message: 'Saved who is told of new messages.',
              data: {
                is_default: false,
                people: byDefault.people.map((person) => ({ ...person, selected: person.id === 2 })),
              },
            },
          }
        : { body: { success: true, data: byDefault } },
    );
    render(withQueryClient(<FormRecipientsCard websiteUuid={UUID} />));
    expect(await screen.findByText('Ada Lovelace (the project owner, until you choose)')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose people' })));
    const dialog = screen.getByRole('dialog', { name: 'Who is told of new messages' });
    const ada = within(dialog).getByRole('checkbox', { name: /Ada Lovelace/ }) as HTMLInputElement;
    const grace = within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }) as HTMLInputElement;
    expect([ada.checked, grace.checked]).toEqual([true, false]);
    await act(async () => fireEvent.click(ada));
    expect(within(dialog).getByText('Nobody chosen: Ada Lovelace, the project owner, is told.')).toBeTruthy();
    await act(async () => fireEvent.click(grace));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

    expect(await within(dialog).findByText('Saved who is told of new messages.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: PATH, body: { user_ids: [2] } });
    const card = screen.getByRole('region', { name: 'Who is told of new messages', hidden: true });
    expect(within(card).getByText('Grace Hopper')).toBeTruthy();
  });

  it('shows the server’s refusal on the people chosen, and keeps the dialog open', async () => {
    const message = 'Only people who can see this project can be told of its messages';
    fakeNetwork((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: { success: false, error: 'validation_failed', message, errors: { user_ids: [message] } },
          }
        : { body: { success: true, data: byDefault } },
    );
    render(withQueryClient(<FormRecipientsCard websiteUuid={UUID} />));
    await screen.findByText(/Ada Lovelace/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose people' })));
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('lets a role that may not edit the site read who is told, with the refusal on the button', async () => {
    const calls = fakeNetwork(() => ({ body: { success: true, data: byDefault } }));
    const refusal = roleRefusal('edit and publish sites');
    render(withQueryClient(<FormRecipientsCard websiteUuid={UUID} changeRefusal={refusal} />));
    await screen.findByText(/Ada Lovelace/);
    const button = screen.getByRole('button', { name: 'Choose people' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(button));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => button.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(refusal);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});
