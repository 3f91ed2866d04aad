import { appendFile } from 'node:fs/promises';

import { HOSTING_MESSAGES, PAYMENT_MESSAGES, planRefusal } from '@aerie/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { sshLoginWorks } from '../../../apps/server/test/support/ssh-client';
import { ed25519KeyPair } from '../../../apps/server/test/support/ssh-keys';
import { startSshd, type TestSshd } from '../../../apps/server/test/support/sshd';
import {
  buyPlan,
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  signInWithToken,
} from '../support/helpers';
import { shoot } from '../support/shots';

/*
 * Issue 12's "Done when" journey as a person clicks it: a real OpenSSH sshd on 127.0.0.1 is connected with a
 * key, an SSH user added on it really signs in with the ssh client and no longer does once deleted; then a
 * pilot is bought with the sandbox card, the local cloud provisions it, and Reboot, Power Off and Power On
 * change it — every step in the Server Logs tab. The app runs with NODE_ENV=development, so a loopback
 * address may be connected.
 */

let sshd: TestSshd;
test.beforeAll(async () => {
  sshd = await startSshd();
});
test.afterAll(async () => {
  await sshd?.stop();
});

async function openHostingTab(page: Page, projectUid: string, tab: 'Pilots' | 'Server Connections' | 'Server Logs') {
  await page.goto(`/dashboard/project/${projectUid}/hosting`);
  await expect(page.getByRole('heading', { name: 'Hosting', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** The data row of the table in the visible tab panel that names this server. */
function serverRow(page: Page, name: string | RegExp): Locator {
  return page.getByRole('tabpanel').getByRole('row').filter({ hasText: name });
}

/** On the sandbox checkout: types a test card and pays (as in the billing journey). */
async function payWithCard(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Opens a pilot's ACTION menu and picks an item. */
async function chooseAction(page: Page, pilotName: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${pilotName}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a server is connected over SSH, an SSH user signs in until deleted, and a pilot is bought and powered', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Hana', 'Hangar Hosting');
  const project = await createProject(request, owner, 'Runway lights', 'Servers for the runway.');
  const errors = collectConsoleErrors(page);
  const serverName = `Tower ${Date.now().toString(36)}`;
  const sshUser = ed25519KeyPair('hana@laptop');

  await signInWithToken(page, owner, '/dashboard');

  await test.step('the Hosting page opens on Pilots, empty', async () => {
    await openHostingTab(page, project.u_id, 'Pilots');
    await expect(page.getByText(HOSTING_MESSAGES.emptyPilots)).toBeVisible();
  });

  await test.step('on Air, Connect a Server is unavailable, with the reason and an upgrade link', async () => {
    await page.getByRole('tab', { name: 'Server Connections' }).click();
    await expect(page.getByText(HOSTING_MESSAGES.emptyConnections)).toBeVisible();
    const connect = page.getByRole('button', { name: 'Connect a Server' }).first();
    await expect(connect).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status').getByText(planRefusal('air', 'ownServers'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/dashboard/billing');
    await shoot(page, 'hosting-connect-on-air');
  });

  await test.step('Connect a Server with the workspace’s key on Earth: install it, the dialog closes, the row is active', async () => {
    await buyPlan(request, owner, 'earth');
    // The plan travels with the workspace list, read again on a fresh load.
    await page.reload();
    await expect(page.getByText(HOSTING_MESSAGES.emptyConnections)).toBeVisible();
    await page.getByRole('button', { name: 'Connect a Server' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect a Server' });
    await expect(dialog).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Create Server' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Name', { exact: true }).fill(serverName);
    await dialog.getByLabel('Hosting provider').fill('Home lab');
    await dialog.getByLabel('IP address').fill(sshd.host);
    await dialog.getByLabel('Port').fill(String(sshd.port));
    // SSH is all Aerie uses: no protocol to choose (issue 28).
    await expect(dialog.getByLabel('Protocol')).toHaveCount(0);
    await dialog.getByLabel('Username').fill(sshd.user);
    // The default: the workspace's own key, with the line that installs it, run on the server as that user.
    await expect(dialog.getByLabel("Use this workspace's key")).toBeChecked();
    const install = dialog.getByText(/^mkdir -p ~\/\.ssh && chmod 700 ~\/\.ssh && echo 'ssh-ed25519 /);
    await expect(install).toBeVisible();
    const publicKey = /echo '([^']+)'/.exec((await install.textContent()) ?? '')![1]!;
    await appendFile(sshd.authorizedKeysFile, `${publicKey}\n`);
    await expect(create).toBeEnabled();
    await shoot(page, 'hosting-connect-modal');
    await create.click();
    await expect(dialog.getByText(HOSTING_MESSAGES.serverConnected)).toBeVisible();
    // docs/product.md § Server connections: the dialog closes by itself a second later.
    await expect(dialog).toBeHidden();
    const row = serverRow(page, serverName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sshd.host);
    await expect(row).toContainText('Home lab');
    await expect(row).toContainText('active');
    await shoot(page, 'hosting-connections');
  });

  await test.step('its name opens the SSH users page: empty, then an added user signs in with ssh', async () => {
    await serverRow(page, serverName).getByRole('link', { name: serverName }).click();
    await expect(page.getByRole('heading', { name: serverName, level: 2 })).toBeVisible();
    await expect(page.getByText(HOSTING_MESSAGES.sshEmpty)).toBeVisible();
    expect(await sshLoginWorks(sshd, sshUser.private)).toBe(false);

    await page.getByRole('button', { name: 'Add SSH User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add SSH User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Hana laptop');
    await dialog.getByLabel('Access key').fill(sshUser.public);
    await dialog.getByRole('button', { name: 'Add SSH User' }).click();
    await expect(dialog.getByText(HOSTING_MESSAGES.sshAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Hana laptop' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('SHA256:');
    await expect(row).toContainText('Hana Tester');
    await shoot(page, 'hosting-ssh-users');
    expect(await sshLoginWorks(sshd, sshUser.private)).toBe(true);
  });

  await test.step('deleting the SSH user (confirmed) shuts that key out', async () => {
    await page.getByRole('button', { name: 'Delete Hana laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete SSH user?' });
    await expect(dialog).toContainText('Hana laptop');
    await dialog.getByRole('button', { name: 'Delete SSH user' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(HOSTING_MESSAGES.sshEmpty)).toBeVisible();
    expect(await sshLoginWorks(sshd, sshUser.private)).toBe(false);
    // The server's own key still works: only that one line left authorized_keys.
    expect(await sshLoginWorks(sshd, sshd.clientKey.privateKey)).toBe(true);
  });

  await test.step('Add Pilot: a plan, then a template, then the promo code dialog', async () => {
    // Back to the tab the server is listed on.
    await page.getByRole('link', { name: 'Back to hosting' }).click();
    await expect(page.getByRole('tab', { name: 'Server Connections' })).toHaveAttribute('aria-selected', 'true');
    await expect(serverRow(page, serverName)).toContainText('active');
    await page.getByRole('tab', { name: 'Pilots' }).click();
    await expect(page.getByText(HOSTING_MESSAGES.emptyPilots)).toBeVisible();
    await shoot(page, 'hosting-pilots-empty');
    await page.getByRole('link', { name: 'Add Pilot' }).first().click();
    await expect(page.getByRole('heading', { name: 'Choose a pilot plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose the Starter plan' })).toBeVisible();
    await shoot(page, 'hosting-add-pilot-plans');
    await page.getByRole('button', { name: 'Choose the Starter plan' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a template' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back to Pilot Plans' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose the Ubuntu 24.04 template' })).toBeVisible();
    await shoot(page, 'hosting-add-pilot-templates');
    await page.getByRole('button', { name: 'Choose the Ubuntu 24.04 template' }).click();
  });

  await test.step('an invalid promo code says so; WELCOME10 goes on to the checkout and 4242… pays', async () => {
    const dialog = page.getByRole('dialog', { name: 'Have a promo code?' });
    await expect(dialog).toContainText('Starter pilot with Ubuntu 24.04, $6/mo before any promo code.');
    const errorsBefore = errors.length;
    await dialog.getByLabel('Promo code (optional)').fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(dialog.getByText(HOSTING_MESSAGES.invalidDiscount)).toBeVisible();
    await shoot(page, 'hosting-promo-code');
    // The refused code is a 4xx answer, which Chromium reports as a failed resource load; nothing else.
    for (const message of errors.splice(errorsBefore))
      expect(message).toMatch(/^Failed to load resource: the server responded with a status of 4\d\d/);
    await dialog.getByLabel('Promo code (optional)').fill('WELCOME10');
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
  });

  let pilotName = '';
  await test.step('the return page says the pilot is being provisioned; Go to hosting now shows it active', async () => {
    await expect(page).toHaveURL(/\/payment\/return\?/);
    await expect(page.getByRole('heading', { name: 'Pilot purchased' })).toBeVisible();
    await expect(page.getByText(PAYMENT_MESSAGES.pilotSuccess)).toBeVisible();
    await shoot(page, 'hosting-payment-return');
    await page.getByRole('link', { name: 'Go to hosting now' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/hosting$`));
    await expect(page.getByRole('tab', { name: 'Pilots' })).toHaveAttribute('aria-selected', 'true');
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: /^starter-/i });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('127.0.0.1');
    await expect(row).toContainText('active');
    pilotName = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
    expect(pilotName).toMatch(/^starter-/);
    await shoot(page, 'hosting-pilots');
  });

  await test.step('Reboot (confirmed) keeps its dialog open with the message', async () => {
    await page.getByRole('button', { name: `Actions for ${pilotName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Reboot' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Power Off' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Power On' })).toHaveCount(0);
    await shoot(page, 'hosting-action-menu');
    await page.getByRole('menuitem', { name: 'Reboot' }).click();
    const dialog = page.getByRole('dialog', { name: `Reboot ${pilotName}?` });
    await dialog.getByRole('button', { name: 'Reboot' }).click();
    await expect(dialog.getByText(HOSTING_MESSAGES.pilotRebooted)).toBeVisible();
    await shoot(page, 'hosting-reboot-done');
    // The footer's Close (the corner × is named Close too).
    await dialog.getByText('Close', { exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(serverRow(page, pilotName)).toContainText('active');
  });

  await test.step('Power Off (confirmed) closes its dialog and the pilot is inactive; Power On makes it active', async () => {
    await chooseAction(page, pilotName, 'Power Off');
    const off = page.getByRole('dialog', { name: `Power off ${pilotName}?` });
    await off.getByRole('button', { name: 'Power Off' }).click();
    await expect(off).toBeHidden();
    await expect(serverRow(page, pilotName)).toContainText('inactive');

    await chooseAction(page, pilotName, 'Power On');
    const on = page.getByRole('dialog', { name: `Power on ${pilotName}?` });
    await on.getByRole('button', { name: 'Power On' }).click();
    await expect(on).toBeHidden();
    await expect(serverRow(page, pilotName)).not.toContainText('inactive');
    await expect(serverRow(page, pilotName)).toContainText('active');
  });

  await test.step('Server Logs shows every step, newest first', async () => {
    await page.getByRole('tab', { name: 'Server Logs' }).click();
    await expect(page.getByRole('button', { name: 'Add Pilot' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Pilot' })).toHaveCount(0);
    const rows = page.getByRole('tabpanel').getByRole('row');
    // A header row and the seven actions.
    await expect(rows).toHaveCount(8);
    const actions = await rows.evaluateAll((all) =>
      all.slice(1).map((row) => [row.children[0]?.textContent?.trim(), row.children[1]?.textContent?.trim()]),
    );
    expect(actions).toEqual([
      [pilotName, 'Powered on'],
      [pilotName, 'Powered off'],
      [pilotName, 'Rebooted'],
      [pilotName, 'Provisioned'],
      [serverName, 'SSH user removed'],
      [serverName, 'SSH user added'],
      [serverName, 'Connected'],
    ]);
    for (const row of await rows.all()) {
      if ((await row.getByRole('cell').count()) > 0) {
        await expect(row).toContainText('success');
        await expect(row).toContainText('Hana Tester');
      }
    }
    await shoot(page, 'hosting-logs');
  });

  expect(errors).toEqual([]);
});
