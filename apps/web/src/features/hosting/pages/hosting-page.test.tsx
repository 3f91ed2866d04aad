// @vitest-environment jsdom
import { HOSTING_MESSAGES, HOSTING_RULES, planRefusal, type WorkspaceRole } from '@aerie/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PAYMENT_PROJECT_KEY, PAYMENT_REFERENCE_KEY, PAYMENT_TYPE_KEY } from '@/lib/payment-storage';

import {
  aConnection,
  aLog,
  answer,
  aServer,
  OWNER_ID,
  pageOf,
  PROJECT_UID,
  showProjectPage,
  WORKSPACE,
} from '../test-support';
import HostingPage from './hosting-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const HOSTING = `/dashboard/project/${PROJECT_UID}/hosting`;
const LIST = `GET /api/falcons/${PROJECT_UID}/all`;
const LOGS = `GET /api/falcons/logs/${PROJECT_UID}`;

function showPage({
  userId = OWNER_ID,
  role,
  search = '',
  plan,
}: { userId?: number; role?: WorkspaceRole; search?: string; plan?: 'air' | 'earth' | 'moon' } = {}) {
  return showProjectPage({
    role,
    plan,
    path: 'dashboard/project/:uid/hosting',
    element: <HostingPage />,
    address: `${HOSTING}${search}`,
    userId,
    extraRoutes: [
      { path: 'dashboard/project/hosting/:uid/add-pilot', element: <p>AddPilot page</p> },
      { path: 'dashboard/project/:uid/:falconid/hosting/:slug', element: <p>SSH users page</p> },
      { path: 'dashboard/project/hosting/:uid/:slug/:serverId/:serverName', element: <p>Server deployments page</p> },
    ],
  });
}

/**
 * The list as a table (from 640 px). Phones get the same servers as a stacked list, which jsdom renders
 * too (it applies no CSS), so row queries look inside the table.
 */
async function table() {
  return within(await screen.findByRole('table'));
}

/** Opens a row's ACTION menu (Radix opens on a pointer press, then on Enter for keyboards). */
async function openMenu(name: string) {
  const trigger = (await table()).getByRole('button', { name: `Actions for ${name}` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

function menuItems(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('HostingPage', () => {
  it("lists pilots with 'Not Provisioned', their status, and links only the active ones", async () => {
    const calls = answer({
      [LIST]: () => ({
        body: pageOf(
          [
            aServer(),
            aServer({ id: 10, slug: 'n0tpr0v1s10n', name: 'new-pilot', ip: null, active: 0 }),
            aServer({ id: 11, slug: 'exp1r3dp1l0t', name: 'old-pilot', is_expired: true }),
          ],
          HOSTING_RULES.perPage,
        ),
      }),
    });
    showPage();
    const rows = await table();
    expect(rows.getByText('new-pilot')).toBeTruthy();
    expect(calls[0]?.path).toBe(`/api/falcons/${PROJECT_UID}/all?type=pilot&page=1`);
    for (const header of ['Name', 'Hosting provider', 'IP address', 'Status', 'Date created', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(rows.getByText(HOSTING_MESSAGES.notProvisioned)).toBeTruthy();
    expect(rows.getByText('active')).toBeTruthy();
    expect(rows.getByText('inactive')).toBeTruthy();
    expect(rows.getByText('expired')).toBeTruthy();
    expect(rows.getByRole('link', { name: 'shop-pilot' }).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/9/hosting/k3j4h5g6f7d8`,
    );
    expect(rows.queryByRole('link', { name: 'new-pilot' })).toBeNull();
    // The phone list holds the same servers, with the same link rule and a menu for each.
    const phoneList = within(screen.getAllByRole('list').find((list) => list.closest('table') === null)!);
    expect(phoneList.getAllByRole('listitem')).toHaveLength(3);
    expect(phoneList.getByText(HOSTING_MESSAGES.notProvisioned)).toBeTruthy();
    expect(phoneList.getByRole('link', { name: 'shop-pilot' })).toBeTruthy();
    expect(phoneList.queryByRole('link', { name: 'new-pilot' })).toBeNull();
    expect(phoneList.getByRole('button', { name: 'Actions for old-pilot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Pilot' }).getAttribute('href')).toBe(
      `/dashboard/project/hosting/${PROJECT_UID}/add-pilot`,
    );
  });

  it('keeps the tab in the address, with the empty texts, and hides the add button on the logs', async () => {
    const calls = answer({
      [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }),
      [LOGS]: () => ({ body: pageOf([], HOSTING_RULES.logsPerPage) }),
    });
    const router = showPage();
    expect(await screen.findByText(HOSTING_MESSAGES.emptyPilots)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add Pilot' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Server Connections' }));
    expect(await screen.findByText(HOSTING_MESSAGES.emptyConnections)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=connections');
    expect(calls.at(-1)?.path).toBe(`/api/falcons/${PROJECT_UID}/all?type=connection&page=1`);
    expect(screen.getAllByRole('button', { name: 'Connect a Server' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Add Pilot' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Server Logs' }));
    expect(await screen.findByText(HOSTING_MESSAGES.emptyLogs)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=logs');
    expect(screen.queryByRole('button', { name: 'Connect a Server' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Pilot' })).toBeNull();
  });

  it('tells a guest why in the empty list, in place of its add button', async () => {
    answer({ [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }) });
    showPage({ userId: OWNER_ID + 1, role: 'guest' });
    expect(await screen.findByText(HOSTING_MESSAGES.emptyPilots)).toBeTruthy();
    // In plain text (the header button's tooltip holds the same words, hidden until asked).
    expect(screen.getByText('Only a maintainer or above can manage servers.', { selector: 'p > span' })).toBeTruthy();
    // Only the header's Add Pilot is left, unavailable.
    expect(screen.getAllByRole('button', { name: 'Add Pilot' })).toHaveLength(1);
  });

  it('shows Connect a Server unavailable on Air, with the plan table reason and an upgrade link', async () => {
    answer({ [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }) });
    showPage({ search: '?tab=connections', plan: 'air' });
    expect(await screen.findByText(HOSTING_MESSAGES.emptyConnections)).toBeTruthy();
    const reason = planRefusal('air', 'ownServers');
    expect(reason).toBe(
      'Your Air plan does not include connecting your own servers over SSH. Upgrade to Earth to connect one.',
    );
    const [connect] = screen.getAllByRole('button', { name: 'Connect a Server' });
    expect(connect!.getAttribute('aria-disabled')).toBe('true');
    await act(async () => connect!.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(reason);
    fireEvent.click(connect!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/dashboard/billing');
  });

  it('offers Connect a Server on Earth, and pilots on Air', async () => {
    answer({ [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }) });
    showPage({ search: '?tab=connections', plan: 'earth' });
    expect(await screen.findByText(HOSTING_MESSAGES.emptyConnections)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Connect a Server' })[0]!.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
    cleanup();
    showPage({ plan: 'air' });
    expect(await screen.findByText(HOSTING_MESSAGES.emptyPilots)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add Pilot' })).toHaveLength(2);
  });

  it('moves a page past the end to the last page', async () => {
    const calls = answer({ [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }) });
    const router = showPage({ search: '?page=3' });
    await table();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(`/api/falcons/${PROJECT_UID}/all?type=pilot&page=1`),
    );
  });

  it('shows the logs in words, who did it and how it went', async () => {
    const calls = answer({
      [LOGS]: () => ({
        body: pageOf(
          [aLog(), aLog({ id: 2, action: 'access_added', outcome: 'failure', message: 'Key refused', user: null })],
          HOSTING_RULES.logsPerPage,
        ),
      }),
    });
    showPage({ search: '?tab=logs' });
    const rows = await table();
    expect(rows.getByText('Rebooted')).toBeTruthy();
    expect(calls[0]?.path).toBe(`/api/falcons/logs/${PROJECT_UID}?page=1`);
    for (const header of ['Server', 'Action', 'By', 'Result', 'Message', 'Time']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(rows.getByText('SSH user added')).toBeTruthy();
    expect(rows.getByText('Ada Baker')).toBeTruthy();
    expect(rows.getByText('success')).toBeTruthy();
    expect(rows.getByText('failure')).toBeTruthy();
    expect(rows.getByText('Key refused')).toBeTruthy();
    // Phones get the same entries as a stacked list.
    expect(screen.getAllByText('Key refused')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Connect a Server' })).toBeNull();
  });

  it('offers Delete to the owner only', async () => {
    answer({ [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }) });
    showPage({ userId: OWNER_ID + 1 });
    let menu = await openMenu('shop-pilot');
    expect(menuItems(menu)).toEqual(['Manage SSH Users', 'Reboot', 'Deployments', 'Power Off', 'Cancel pilot']);
    cleanup();

    answer({ [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }) });
    showPage();
    menu = await openMenu('shop-pilot');
    expect(menuItems(menu)).toEqual([
      'Manage SSH Users',
      'Reboot',
      'Deployments',
      'Power Off',
      'Cancel pilot',
      'Delete',
    ]);
  });

  it("shows a developer the pilots' add and power actions unavailable, with the reason, and does none", async () => {
    const calls = answer({ [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }) });
    showPage({ userId: OWNER_ID + 1, role: 'developer' });
    const reason = 'Only a maintainer or above can manage servers.';
    const menu = await openMenu('shop-pilot');
    expect(menuItems(menu)).toEqual(['Manage SSH Users', 'Reboot', 'Deployments', 'Power Off', 'Cancel pilot']);
    expect(within(menu).getByText(reason)).toBeTruthy();
    const reboot = within(menu).getByRole('menuitem', { name: 'Reboot' });
    expect(reboot.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(reboot.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    expect(within(menu).getByRole('menuitem', { name: 'Deployments' }).hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(reboot);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Add Pilot is no link for them: an unavailable button, which says why when focused.
    expect(screen.queryByRole('link', { name: 'Add Pilot' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add Pilot' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await act(async () => add.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(reason);
    expect(calls).toHaveLength(1);
  });

  it('powers a pilot off after confirming: the dialog closes, the message shows and the list reloads', async () => {
    let isOff = false;
    const calls = answer({
      [LIST]: () => ({ body: pageOf([aServer({ active: isOff ? 0 : 1 })], HOSTING_RULES.perPage) }),
      [`GET /api/pilot/pil_abcdefghijklmnop/off`]: () => {
        isOff = true;
        return { body: { success: true, message: HOSTING_MESSAGES.pilotPoweredOff, data: aServer({ active: 0 }) } };
      },
    });
    showPage();
    fireEvent.click(within(await openMenu('shop-pilot')).getByRole('menuitem', { name: 'Power Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Power off shop-pilot?' });
    expect(calls.some((call) => call.path.endsWith('/off'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Power Off' }));
    expect(await screen.findByText(HOSTING_MESSAGES.pilotPoweredOff)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await (await table()).findByText('inactive')).toBeTruthy();
  });

  it('keeps the dialog open after a reboot, with the server’s message', async () => {
    answer({
      [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }),
      [`GET /api/pilot/pil_abcdefghijklmnop/reboot`]: () => ({
        body: { success: true, message: HOSTING_MESSAGES.pilotRebooted, data: aServer() },
      }),
    });
    showPage();
    fireEvent.click(within(await openMenu('shop-pilot')).getByRole('menuitem', { name: 'Reboot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reboot shop-pilot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    expect(await within(dialog).findByText(HOSTING_MESSAGES.pilotRebooted)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed action’s message in the dialog and lets the user try again', async () => {
    answer({
      [LIST]: () => ({ body: pageOf([aServer({ ip: null, active: 0 })], HOSTING_RULES.perPage) }),
      [`GET /api/pilot/pil_abcdefghijklmnop/provision`]: () => ({
        status: 409,
        body: { success: false, message: HOSTING_MESSAGES.pilotBusy, error: 'conflict' },
      }),
    });
    showPage();
    fireEvent.click(within(await openMenu('shop-pilot')).getByRole('menuitem', { name: 'Provision Pilot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provision shop-pilot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Provision Pilot' }));
    expect(await within(dialog).findByText(HOSTING_MESSAGES.pilotBusy)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Provision Pilot' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("deletes a pilot with the spec's text", async () => {
    let deleted = false;
    answer({
      [LIST]: () => ({ body: pageOf(deleted ? [] : [aServer()], HOSTING_RULES.perPage) }),
      [`DELETE /api/falcon/k3j4h5g6f7d8`]: () => {
        deleted = true;
        return { body: { success: true, message: 'Deleted.' } };
      },
    });
    showPage();
    fireEvent.click(within(await openMenu('shop-pilot')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shop-pilot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(HOSTING_MESSAGES.pilotDeleted)).toBeTruthy();
    expect(await screen.findByText(HOSTING_MESSAGES.emptyPilots)).toBeTruthy();
  });

  it('renews an expired pilot through the checkout, remembering the payment and the project', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = answer({
      [LIST]: () => ({ body: pageOf([aServer({ is_expired: true })], HOSTING_RULES.perPage) }),
      [`POST /api/transactions/renew-pilot`]: () => ({
        body: {
          success: true,
          data: {
            reference: 'aer_RENEWREFERENCE00001',
            type: 'pilot',
            amount: 1000,
            currency: 'USD',
            payment_config: { link: 'http://localhost:8080/api/checkout/aer_RENEWREFERENCE00001' },
          },
        },
      }),
    });
    showPage();
    const menu = await openMenu('shop-pilot');
    expect(menuItems(menu)).toEqual(['Renew Pilot', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Renew Pilot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew shop-pilot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew Pilot' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:8080/api/checkout/aer_RENEWREFERENCE00001'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ pilot_id: 'pil_abcdefghijklmnop' });
    expect(localStorage.getItem(PAYMENT_REFERENCE_KEY)).toBe('aer_RENEWREFERENCE00001');
    expect(localStorage.getItem(PAYMENT_TYPE_KEY)).toBe('pilot');
    expect(localStorage.getItem(PAYMENT_PROJECT_KEY)).toBe(PROJECT_UID);
  });

  it('cancels a pilot at period end after a dialog that says what is destroyed, when, and the warning e-mail', async () => {
    let isCancelled = false;
    const cancelled = aServer({ cancel_at_period_end: true, destroys_at: '2026-12-20T09:00:00.000Z' });
    const calls = answer({
      [LIST]: () => ({ body: pageOf([isCancelled ? cancelled : aServer()], HOSTING_RULES.perPage) }),
      [`POST /api/pilot/pil_abcdefghijklmnop/cancel`]: () => {
        isCancelled = true;
        return { body: { success: true, message: 'The pilot is cancelled.', data: cancelled } };
      },
    });
    showPage();
    fireEvent.click(within(await openMenu('shop-pilot')).getByRole('menuitem', { name: 'Cancel pilot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the pilot shop-pilot?' });
    expect(dialog.textContent).toContain('keeps running until the end of its paid month, 20 Dec 2026');
    expect(dialog.textContent).toContain('its server and everything on it');
    expect(dialog.textContent).toContain('warning e-mail 3 days before');
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel pilot' }));
    expect(await screen.findByText('The pilot is cancelled.')).toBeTruthy();
    expect(await (await table()).findByText('Cancelled: destroyed on 20 Dec 2026')).toBeTruthy();
    expect(menuItems(await openMenu('shop-pilot'))).toContain('Keep pilot');
  });

  it('shows a maintainer Cancel pilot unavailable, with the reason: the workspace owner pays', async () => {
    const calls = answer({ [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }) });
    showPage({ userId: OWNER_ID + 1, role: 'maintainer' });
    const menu = await openMenu('shop-pilot');
    const cancel = within(menu).getByRole('menuitem', { name: 'Cancel pilot' });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(cancel.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Only the workspace owner can cancel or keep a pilot.',
    );
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('opens the SSH users and deployments pages from the menu', async () => {
    answer({ [LIST]: () => ({ body: pageOf([aServer()], HOSTING_RULES.perPage) }) });
    const router = showPage();
    fireEvent.click(within(await openMenu('shop-pilot')).getByRole('menuitem', { name: 'Deployments' }));
    expect(await screen.findByText('Server deployments page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/project/hosting/${PROJECT_UID}/k3j4h5g6f7d8/9/shop-pilot`);
  });

  it('offers Manage SSH Users on a connection only while it is active', async () => {
    answer({
      [LIST]: () => ({
        body: pageOf([aConnection(), aConnection({ id: 22, slug: 'd0wnc0nnect1', name: 'down-box', active: 0 })], 12),
      }),
    });
    showPage({ search: '?tab=connections', userId: OWNER_ID + 1 });
    expect(menuItems(await openMenu('office-box'))).toEqual(['Manage SSH Users']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const rows = await table();
    expect(rows.getByRole('link', { name: 'office-box' })).toBeTruthy();
    expect(rows.queryByRole('link', { name: 'down-box' })).toBeNull();
  });
});

describe('Connect a Server', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const KEY = `GET /api/workspaces/${WORKSPACE.slug}/ssh-key`;
  const PUBLIC_KEY = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHdvcmtzcGFjZS1rZXktZm9yLXRlc3Rz aerie-${WORKSPACE.slug}`;
  const INSTALL = `mkdir -p ~/.ssh && chmod 700 ~/.ssh && echo '${PUBLIC_KEY}' >> ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys`;
  const workspaceKey = () => ({
    body: {
      success: true,
      data: { public_key: PUBLIC_KEY, fingerprint: 'SHA256:workspacekeyfingerprint', install_command: INSTALL },
    },
  });

  async function openDialog() {
    fireEvent.click((await screen.findAllByRole('button', { name: 'Connect a Server' }))[0]!);
    return screen.findByRole('dialog', { name: 'Connect a Server' });
  }
  function fillServer() {
    fill('Name', 'office-box');
    fill('Hosting provider', 'Hetzner');
    fill('IP address', '198.51.100.4');
    fill('Username', 'deploy');
  }

  it("offers the workspace's key by default, with its install line and public key to copy, and no protocol", async () => {
    answer({ [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }), [KEY]: workspaceKey });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    showPage({ search: '?tab=connections' });
    const dialog = await openDialog();
    expect((screen.getByLabelText('Port') as HTMLInputElement).value).toBe('22');
    // SSH is all Aerie uses: the form offers no protocol.
    expect(screen.queryByLabelText('Protocol')).toBeNull();
    expect(within(dialog).queryByText(/ftp/i)).toBeNull();
    expect((screen.getByLabelText("Use this workspace's key") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Private key')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();

    expect(await within(dialog).findByText(INSTALL)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the command' }));
    expect(writeText).toHaveBeenCalledWith(INSTALL);
    expect(within(dialog).getByText(PUBLIC_KEY)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenLastCalledWith(PUBLIC_KEY);

    fill('Username', 'deploy');
    // The install line is to be run as the user Aerie signs in as.
    expect(within(dialog).getByText('deploy', { selector: 'span' })).toBeTruthy();
  });

  it('keeps Create Server inactive until the five fields are filled, then sends no secret: the workspace key signs in', async () => {
    let connected = false;
    const calls = answer({
      [LIST]: () => ({ body: pageOf(connected ? [aConnection()] : [], HOSTING_RULES.perPage) }),
      [KEY]: workspaceKey,
      [`POST /api/falcons/add/${WORKSPACE.slug}`]: () => {
        connected = true;
        return { body: { success: true, message: HOSTING_MESSAGES.serverConnected, data: aConnection() } };
      },
    });
    const router = showPage({ search: '?tab=connections' });
    const dialog = await openDialog();
    const create = () => within(dialog).getByRole('button', { name: 'Create Server' }) as HTMLButtonElement;
    expect(create().disabled).toBe(true);
    fill('Name', 'office-box');
    fill('Hosting provider', 'Hetzner');
    fill('IP address', '198.51.100.4');
    expect(create().disabled).toBe(true);
    fill('Username', 'deploy');
    expect(create().disabled).toBe(false);
    fill('Port', '');
    expect(create().disabled).toBe(true);
    fill('Port', '2222');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(create());
    expect(await within(dialog).findByText(HOSTING_MESSAGES.serverConnected)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'office-box',
      hostname: 'Hetzner',
      ip: '198.51.100.4',
      port: 2222,
      protocal: 'ssh',
      username: 'deploy',
      hardlink: 0,
      maintenance: 0,
      project_id: PROJECT_UID,
    });
    await act(async () => vi.advanceTimersByTime(HOSTING_RULES.connectCloseMs - 100));
    expect(screen.getByRole('dialog', { name: 'Connect a Server' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await (await table()).findByText('office-box')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=connections');
  });

  it("sends the password and no key with 'Use a password'; refused fields show beside them", async () => {
    const calls = answer({
      [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }),
      [KEY]: workspaceKey,
      [`POST /api/falcons/add/${WORKSPACE.slug}`]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          error: 'bad_request',
          errors: { ip: ['The server could not be reached at this address'] },
        },
      }),
    });
    showPage({ search: '?tab=connections' });
    const dialog = await openDialog();
    fillServer();
    fireEvent.click(screen.getByLabelText('Use a password'));
    expect(screen.queryByLabelText('Private key')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copy the command' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Server' }));
    // A password is needed before anything is sent.
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    fill('Password', 'correct horse battery staple');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Server' }));
    expect(await within(dialog).findByText('The server could not be reached at this address')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ password: 'correct horse battery staple', port: 22, protocal: 'ssh' });
    expect('ssh' in body).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Connect a Server' })).toBeTruthy();
  });

  it('sends a pasted private key, and shows any other failure in a banner', async () => {
    const calls = answer({
      [LIST]: () => ({ body: pageOf([], HOSTING_RULES.perPage) }),
      [KEY]: workspaceKey,
      [`POST /api/falcons/add/${WORKSPACE.slug}`]: () => ({
        status: 502,
        body: { success: false, message: 'Authentication failed: the key was refused', error: 'bad_gateway' },
      }),
    });
    showPage({ search: '?tab=connections' });
    const dialog = await openDialog();
    fillServer();
    fireEvent.click(screen.getByLabelText('Paste a private key'));
    fill('Private key', 'not a key');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Server' }));
    expect(await within(dialog).findByText('Authentication failed: the key was refused')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ ssh: 'not a key', protocal: 'ssh' });
    expect('password' in body).toBe(false);
    expect((within(dialog).getByRole('button', { name: 'Create Server' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
