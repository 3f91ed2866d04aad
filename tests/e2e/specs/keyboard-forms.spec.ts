import { expect, test, type Page } from '@playwright/test';

import { startSshd } from '../../../apps/server/test/support/sshd';
import { buyPlan, createProject, createVerifiedAccount, signInWithToken, uniqueEmail } from '../support/helpers';
import { chooseOption, expectFocusTrappedThenReturned, press, tabTo, typeInto } from '../support/keyboard';

/**
 * Issue 14: the main forms are completed with the keyboard alone (Tab, Shift+Tab, Enter, Space; no pointer
 * and no `fill`), each stop shows where focus is, and dialogs keep focus inside and give it back to the
 * control that opened them.
 */

/** The login form by keyboard: for the journey that tests logging in; the others sign in through the API. */
async function logInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('register, log in, and the phone menu', async ({ page, request }) => {
  const email = uniqueEmail('keys');
  await page.goto('/register');
  await typeInto(page, page.getByLabel('First name'), 'Kay');
  await typeInto(page, page.getByLabel('Last name'), 'Board');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Phone'), '+44 20 7946 0123');
  await chooseOption(page, page.getByLabel('Role'), 'Freelance');
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'wide-skies-77');
  // Back up one field and forward again: Shift+Tab reaches what Tab passed.
  await tabTo(page, page.getByLabel('Role'), 'backward');
  const terms = page.getByLabel(/I agree to the Terms/);
  await press(page, terms, 'Space');
  await expect(terms).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Create account' }));
  await expect(page.getByText(email).first()).toBeVisible();

  const account = await createVerifiedAccount(request, 'Lou', 'Lou Keys');
  await logInByKeyboard(page, account.email, account.password);

  // On a phone the dashboard's menu is a drawer: a dialog like the others.
  await page.setViewportSize({ width: 375, height: 812 });
  const opener = page.getByRole('button', { name: 'Open menu' });
  await press(page, opener);
  await expectFocusTrappedThenReturned(page, page.getByRole('dialog', { name: 'Menu' }), opener);
});

test('create a project, a website, a task and an invitation', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, 'Max', 'Max Keys');

  await test.step('create project: the dialog traps focus, returns it, and is sent with Enter', async () => {
    await signInWithToken(page, owner, '/dashboard/projects/create');
    const opener = page.getByRole('button', { name: 'Create project' });
    const dialog = page.getByRole('dialog', { name: 'Create a new project' });
    await press(page, opener);
    await expectFocusTrappedThenReturned(page, dialog, opener);
    await page.keyboard.press('Enter');
    await typeInto(page, dialog.getByLabel('Project name'), 'Keyboard project');
    await typeInto(page, dialog.getByLabel('Description'), 'Made without a mouse.');
    await chooseOption(page, dialog.getByLabel('Category'), 'Portfolio');
    await press(page, dialog.getByRole('button', { name: 'Create Project' }));
    await expect(page).toHaveURL(/\/dashboard\/project\/[a-z0-9]+$/);
  });
  const uid = page.url().split('/').pop()!;

  await test.step('create website: a template is chosen with Enter and opens the builder', async () => {
    await page.goto(`/dashboard/project/${uid}/builder/create`);
    const opened = context.waitForEvent('page');
    await press(page, page.getByRole('link', { name: /^Select Agency starter/ }));
    const builder = await opened;
    await typeInto(builder, builder.getByLabel('Site name'), 'Keyboard site');
    await press(builder, builder.getByRole('button', { name: 'Create site' }));
    await expect(builder).toHaveURL(/\/website-builder\?.*site=/, { timeout: 30_000 });
    await builder.close();
  });

  await test.step('add task: the New task dialog is filled and sent from the keyboard', async () => {
    await page.goto(`/dashboard/project/${uid}/workflow`);
    const opener = page.getByRole('button', { name: 'Add a task to Todo' });
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await press(page, opener);
    await expectFocusTrappedThenReturned(page, dialog, opener);
    await page.keyboard.press('Enter');
    await typeInto(page, dialog.getByLabel('Title'), 'Write the keyboard notes');
    await chooseOption(page, dialog.getByLabel('Priority'), 'Important');
    // A date field takes its parts as typed digits (month, day, year in the browser's en-US locale).
    const end = dialog.getByLabel('End date');
    await tabTo(page, end);
    await page.keyboard.type('12312030');
    await expect(end).toHaveValue('2030-12-31');
    await press(page, dialog.getByRole('button', { name: 'Create task' }));
    await expect(page.getByRole('list', { name: 'Todo tasks' })).toContainText('Write the keyboard notes');
  });

  await test.step('invite member: Add Team Member from the keyboard', async () => {
    await page.goto('/dashboard/teams');
    const opener = page.getByRole('button', { name: 'Add Team Member' }).first();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await press(page, opener);
    await expectFocusTrappedThenReturned(page, dialog, opener);
    await page.keyboard.press('Enter');
    const email = uniqueEmail('invitee');
    await typeInto(page, dialog.getByLabel('Email'), email);
    await typeInto(page, dialog.getByLabel('Name'), 'Ivy Invitee');
    await chooseOption(page, dialog.getByLabel('Role'), 'Developer');
    await press(page, dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(page.getByText(`Invitation sent to ${email}.`).first()).toBeVisible();
  });
});

test('connect a server', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sshd = await startSshd();
  try {
    const owner = await createVerifiedAccount(request, 'Sol', 'Sol Keys');
    const project = await createProject(request, owner, 'Keyboard hosting');
    // Connecting one's own server is an Earth line of the plan table.
    await buyPlan(request, owner, 'earth');
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/hosting`);
    // Tabs follow the WAI-ARIA pattern: Tab reaches the selected tab, the arrow keys move along.
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Server Connections' })).toHaveAttribute('aria-selected', 'true');
    const opener = page.getByRole('button', { name: 'Connect a Server' }).first();
    const dialog = page.getByRole('dialog', { name: 'Connect a Server' });
    await press(page, opener);
    await expectFocusTrappedThenReturned(page, dialog, opener);
    await page.keyboard.press('Enter');
    await typeInto(page, dialog.getByLabel('Name', { exact: true }), 'keyboard-box');
    await typeInto(page, dialog.getByLabel('Hosting provider'), 'Home lab');
    await typeInto(page, dialog.getByLabel('IP address'), sshd.host);
    await typeInto(page, dialog.getByLabel('Port'), String(sshd.port));
    await typeInto(page, dialog.getByLabel('Username'), sshd.user);
    // The sign-in ways are radios: Tab reaches the chosen one, the arrow keys move along (to 'Paste a private key').
    await tabTo(page, dialog.getByLabel("Use this workspace's key"));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByLabel('Paste a private key')).toBeChecked();
    await typeInto(page, dialog.getByRole('textbox', { name: 'Private key' }), sshd.clientKey.privateKey);
    await press(page, dialog.getByRole('button', { name: 'Create Server' }));
    await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'keyboard-box' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await sshd.stop();
  }
});

test('pay for a plan with the test card', async ({ page, request }) => {
  const owner = await createVerifiedAccount(request, 'Pat', 'Pat Keys');
  await signInWithToken(page, owner, '/dashboard/billing');
  await press(page, page.getByRole('article', { name: 'Earth plan' }).getByRole('button', { name: 'Choose Earth' }));
  // The price comes first (issue 25): the dialog's button, by keyboard, goes on to the checkout.
  await press(page, page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }));
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
});

test('a seller adds a product', async ({ page, request }) => {
  const owner = await createVerifiedAccount(request, 'Rae', 'Rae Keys');
  const project = await createProject(request, owner, 'Keyboard shop');
  const auth = { authorization: `Bearer ${owner.token}` };
  const issued = (await (await request.get('/store-api/load/test/gettoken', { headers: auth })).json()) as {
    data: { token: string };
  };
  const seller = { email: uniqueEmail('keyseller'), password: 'corner-shop-42' };
  const domain = `keys${Date.now().toString(36)}`;
  const registered = await request.post('/store-api/store/register', {
    headers: auth,
    data: {
      name: 'Keyboard Pottery',
      ...seller,
      domain,
      uuid: project.u_id,
      token: issued.data.token,
      theme: 'agency',
    },
  });
  expect(registered.status()).toBe(200);
  const storeOrigin = `http://${domain}.stores.localhost:${new URL(test.info().project.use.baseURL!).port}`;

  // The seller's login form is one of the forms this file completes by keyboard (the only keyboard check of
  // it), so here the seller logs in through it.
  await page.goto(`${storeOrigin}/login`);
  await typeInto(page, page.getByLabel('Email'), seller.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), seller.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${storeOrigin}/admin`);
  await page.goto(`${storeOrigin}/admin/products/new`);
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Keyboard mug');
  await typeInto(page, page.getByLabel('Description'), 'Glazed without a mouse.');
  // Status is a radio group: Tab lands on its checked choice (Draft), an arrow key moves to Active.
  await tabTo(page, page.getByRole('radio', { name: /^Draft/ }));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /^Active/ })).toBeChecked();
  await typeInto(page, page.getByLabel('Price'), '12.50');
  await typeInto(page, page.getByLabel('Stock'), '4');
  await press(page, page.getByRole('button', { name: 'Create product' }));
  await expect(page).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
});
