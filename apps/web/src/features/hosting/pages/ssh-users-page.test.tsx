// @vitest-environment jsdom
import { HOSTING_MESSAGES, HOSTING_RULES } from '@aerie/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  aConnection,
  answer,
  aServer,
  anSshUser,
  OWNER_ID,
  pageOf,
  PROJECT_UID,
  showProjectPage,
} from '../test-support';
import SshUsersPage from './ssh-users-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SLUG = 'k3j4h5g6f7d8';
const LIST = `GET /api/falcons/${SLUG}/access`;

/** A reply of the list call: a page of SSH users and the server they belong to (the header). */
function sshPage(
  entries: ReturnType<typeof anSshUser>[],
  total = entries.length,
  server = aServer({ name: 'shop-pilot', ip: '203.0.113.7' }),
) {
  const page = pageOf(entries, HOSTING_RULES.sshPerPage, total);
  return { ...page, data: { ...page.data, server } };
}

function showPage({ userId = OWNER_ID }: { userId?: number | null } = {}) {
  return showProjectPage({
    path: 'dashboard/project/:uid/:falconid/hosting/:slug',
    element: <SshUsersPage />,
    address: `/dashboard/project/${PROJECT_UID}/9/hosting/${SLUG}`,
    userId,
  });
}

describe('SshUsersPage', () => {
  it("shows the server in the header and 'List is empty' without users", async () => {
    const calls = answer({ [LIST]: () => ({ body: sshPage([]) }) });
    showPage();
    expect(await screen.findByText(HOSTING_MESSAGES.sshEmpty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'shop-pilot' })).toBeTruthy();
    expect(screen.getByText(/203\.0\.113\.7/)).toBeTruthy();
    expect(calls[0]?.path).toBe(`/api/falcons/${SLUG}/access?page=1`);
  });

  it('goes back to the tab the server is listed on: Pilots for a pilot, Server Connections for a connection', async () => {
    const HOSTING = `/dashboard/project/${PROJECT_UID}/hosting`;
    answer({ [LIST]: () => ({ body: sshPage([]) }) });
    showPage();
    expect(await screen.findByText(HOSTING_MESSAGES.sshEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to hosting' }).getAttribute('href')).toBe(HOSTING);
    cleanup();

    answer({ [LIST]: () => ({ body: sshPage([], 0, aConnection({ name: 'own-box' })) }) });
    showPage();
    expect(await screen.findByRole('heading', { name: 'own-box' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to hosting' }).getAttribute('href')).toBe(
      `${HOSTING}?tab=connections`,
    );
  });

  it("shows the server's state from its last check beside its SSH users, and links its deployments", async () => {
    const server = aConnection({
      name: 'own-box',
      os: 'Debian GNU/Linux 12 (bookworm)',
      state: {
        reachable: true,
        checked_at: '2026-11-21T10:05:00.000Z',
        message: null,
        uptime_seconds: 3 * 86_400 + 2 * 3600,
        disk_free_bytes: 20 * 1024 ** 3,
        memory_free_bytes: 1.5 * 1024 ** 3,
      },
    });
    answer({ [LIST]: () => ({ body: sshPage([anSshUser()], 1, server) }) });
    showPage();
    const state = within(await screen.findByRole('region', { name: 'State' }));
    expect(state.getByText('Reachable')).toBeTruthy();
    expect(state.getByText('Debian GNU/Linux 12 (bookworm)')).toBeTruthy();
    expect(state.getByText('3 days 2 hours')).toBeTruthy();
    expect(state.getByText('20 GB')).toBeTruthy();
    expect(state.getByText('1.5 GB')).toBeTruthy();
    expect(state.getByText(/21 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deployments' }).getAttribute('href')).toBe(
      `/dashboard/project/hosting/${PROJECT_UID}/${server.slug}/${server.id}/own-box`,
    );
    cleanup();

    const down = aConnection({
      state: { ...server.state!, reachable: false, message: '198.51.100.4 on port 22 refused the connection.' },
    });
    answer({ [LIST]: () => ({ body: sshPage([], 0, down) }) });
    showPage();
    const downState = within(await screen.findByRole('region', { name: 'State' }));
    expect(downState.getByText('Unreachable')).toBeTruthy();
    expect(downState.getByText('198.51.100.4 on port 22 refused the connection.')).toBeTruthy();
    cleanup();

    answer({ [LIST]: () => ({ body: sshPage([], 0, aConnection({ state: null })) }) });
    showPage();
    expect(await screen.findByText(/Not checked yet/)).toBeTruthy();
  });

  it('lists the users with their fingerprints, and offers delete to the owner only', async () => {
    answer({ [LIST]: () => ({ body: sshPage([anSshUser()]) }) });
    showPage({ userId: OWNER_ID + 1 });
    const rows = within(await screen.findByRole('table'));
    expect(rows.getByText('Ada laptop')).toBeTruthy();
    for (const header of ['Name', 'Key fingerprint', 'Added by', 'Date added']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(rows.getByText(anSshUser().fingerprint)).toBeTruthy();
    expect(rows.getByText('Ada Baker')).toBeTruthy();
    // Phones get the same entry as a stacked list.
    expect(screen.getAllByText(anSshUser().fingerprint)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Delete Ada laptop' })).toBeNull();
    cleanup();

    let deleted = false;
    const calls = answer({
      [LIST]: () => ({ body: sshPage(deleted ? [] : [anSshUser()]) }),
      [`DELETE /api/falcons/access/acc3ss5lugab`]: () => {
        deleted = true;
        return { body: { success: true, message: HOSTING_MESSAGES.sshDeleted } };
      },
    });
    showPage();
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete Ada laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SSH user?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete SSH user' }));
    expect(await screen.findByText(HOSTING_MESSAGES.sshDeleted)).toBeTruthy();
    expect(await screen.findByText(HOSTING_MESSAGES.sshEmpty)).toBeTruthy();
  });

  it("says 'Could not get your User ID, please reload page' without the user's id", async () => {
    const calls = answer({});
    showPage({ userId: null });
    expect(await screen.findByText(HOSTING_MESSAGES.noUserId)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add SSH User' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('adds an SSH user: both fields required, the name at most 50, and closes 1.5 s after success', async () => {
    let added = false;
    const calls = answer({
      [LIST]: () => ({ body: sshPage(added ? [anSshUser()] : []) }),
      [`POST /api/falcons/access/add`]: () => {
        added = true;
        return { body: { success: true, message: HOSTING_MESSAGES.sshAdded, data: anSshUser() } };
      },
    });
    showPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add SSH User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SSH User' });
    const submit = () => within(dialog).getByRole('button', { name: 'Add SSH User' }) as HTMLButtonElement;
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    // No maxLength: a pasted name is kept whole, counted, and refused with the schema's message.
    expect(name.maxLength).toBe(-1);
    expect(name.getAttribute('aria-describedby')).toContain('ssh-user-name-count');
    expect(submit().disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    fireEvent.change(within(dialog).getByLabelText('Access key'), {
      target: { value: anSshUser().access },
    });
    expect(name.value).toHaveLength(51);
    expect(dialog.querySelector('#ssh-user-name-count')?.textContent).toBe('51 / 50 characters, 1 too many');
    fireEvent.click(submit());
    expect(await within(dialog).findByText('Name must be at most 50 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: 'Ada laptop' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit());
    expect(await within(dialog).findByText(HOSTING_MESSAGES.sshAdded)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ada laptop',
      access: anSshUser().access,
      falcon_id: 9,
      project_id: PROJECT_UID,
    });
    await act(async () => vi.advanceTimersByTime(HOSTING_RULES.sshAddCloseMs - 100));
    expect(screen.getByRole('dialog', { name: 'Add SSH User' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await screen.findByRole('table')).findByText('Ada laptop')).toBeTruthy();
  });

  it('shows the server’s refusal of a key beside the key', async () => {
    answer({
      [LIST]: () => ({ body: sshPage([]) }),
      [`POST /api/falcons/access/add`]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          error: 'bad_request',
          errors: { access: [HOSTING_MESSAGES.invalidPublicKey] },
        },
      }),
    });
    showPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add SSH User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SSH User' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText('Access key'), { target: { value: 'not a key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add SSH User' }));
    expect(await within(dialog).findByText(HOSTING_MESSAGES.invalidPublicKey)).toBeTruthy();
  });
});
