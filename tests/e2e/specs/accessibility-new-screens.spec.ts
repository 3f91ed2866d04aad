import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { startLocalDns } from '../../../apps/server/test/support/local-dns';
import { apiData, connectSshdAsServer } from '../support/server-api';
import { startSshd } from '../../../apps/server/test/support/sshd';
import { expectAccessibleAtBothWidths, settled } from '../support/accessibility';
import { git, withCredentials } from '../support/git-client';
import {
  buyPlan,
  createProject,
  createTeammate,
  createVerifiedAccount,
  logIn,
  signInWithToken,
  uniqueEmail,
} from '../support/helpers';
import { chooseOption, expectFocusTrappedThenReturned, press, tabTo, typeInto } from '../support/keyboard';
import { shoot } from '../support/shots';
import { checkOutAndPay } from '../support/store';

/**
 * Issue 34, "Accessibility and look": the screens added since issue 14's audit — the activity feed, the bell,
 * comments and mentions, releases and rollback, discounts, tax and shipping, refunds, the form inbox and the
 * analytics chart, the domain manager — judged as accessibility.spec.ts and keyboard-forms.spec.ts judge the
 * others: axe at 1280 and 375 px, a page that fits what it shows, and each screen's main action done with the
 * keyboard alone. State is made through the API; only the screens under test are driven in the browser.
 */

/**
 * axe at both widths, a page that fits what it shows, and (with SHOTS_DIR) the screen's pictures for a person to read.
 * A screen with a dialog open is ready when the dialog is.
 */
async function judge(page: Page, screen: string, ready: () => Promise<void> = () => settled(page)) {
  await expectAccessibleAtBothWidths(page, screen, ready, { pageFits: true });
  await shoot(page, screen.replaceAll(/[^a-z0-9]+/gi, '-').toLowerCase());
}

/**
 * Presses the arrow key until `item` (a menu item: menus move focus with the arrows, not Tab) has focus and is
 * highlighted. Each press waits for focus to move, so a slow one never makes the next press skip the item.
 */
async function arrowTo(page: Page, item: Locator, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown') {
  for (let step = 0; step < 10; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) {
      await expect(item).toHaveAttribute('data-highlighted', '');
      return;
    }
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press(key);
    await page.waitForFunction((previous) => document.activeElement !== previous, before, { timeout: 2_000 });
    await before.dispose();
  }
  throw new Error(`${item} was not reached with ${key}`);
}

test('activity feed, the bell, and a comment with a mention', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, 'Ana', 'Ana Access');
  const project = await createProject(request, owner, 'Access launch', 'Where the new screens are judged.');
  const colleague = await createTeammate(request, owner, 'Bo', project.id);
  const task = await apiData<{ id: number }>(request, owner, 'post', '/api/tasks/create', {
    title: 'Draft the launch notes',
    description: 'For the audit',
    priority: 'normal',
    status: 'todo',
    start_date: '2026-03-02',
    end_date: '2026-03-06',
    project_id: project.id,
  });
  // The bell's two kinds: an assignment and a mention; the thread also holds a deleted comment.
  await apiData(request, owner, 'post', '/api/tasks/assign-member', {
    task_id: task.id,
    assignees: String(colleague.userId),
  });
  await apiData(request, owner, 'post', `/api/tasks/${task.id}/comments`, {
    body: `Can you read these, @[${colleague.name}](user:${colleague.userId}) **today**?`,
  });
  const slip = await apiData<{ id: number }>(request, owner, 'post', `/api/tasks/${task.id}/comments`, {
    body: 'A slip.',
  });
  await apiData(request, owner, 'delete', `/api/tasks/comments/${slip.id}`);

  await test.step('the bell: its panel, an item opened and Mark all read, by keyboard', async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const colleaguePage = await context.newPage();
    await signInWithToken(colleaguePage, colleague, '/dashboard');
    const bell = colleaguePage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await press(colleaguePage, bell);
    const panel = colleaguePage.getByRole('menu');
    await expect(panel.getByRole('menuitem', { name: /^Unread: You were mentioned/ })).toBeVisible();
    await expect(panel.getByRole('menuitem')).toHaveCount(4);
    await judge(colleaguePage, 'notifications panel', () => settled(colleaguePage, panel));
    // An item opened with Enter leads to the board and is read.
    await arrowTo(colleaguePage, panel.getByRole('menuitem', { name: /^Unread: You were mentioned/ }));
    await colleaguePage.keyboard.press('Enter');
    await expect(colleaguePage).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/workflow$`));
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await press(colleaguePage, bell);
    await arrowTo(colleaguePage, panel.getByRole('menuitem', { name: 'Mark all read' }));
    await colleaguePage.keyboard.press('Enter');
    await expect(panel.getByRole('menuitem', { name: /^Unread:/ })).toHaveCount(0);
    await colleaguePage.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAccessibleName('Notifications');
    await context.close();
  });

  await test.step('the activity feeds; a lane chosen and an entry followed by keyboard', async () => {
    await signInWithToken(page, owner, '/dashboard/activity');
    await expect(page.getByText(/created the task/).first()).toBeVisible();
    await judge(page, 'workspace activity');
    await chooseOption(page, page.getByLabel('Lane'), 'Tasks');
    await expect(page).toHaveURL(/lane=tasks/);
    const entry = page.getByRole('link', { name: /created the task “Draft the launch notes”/ });
    await press(page, entry);
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/workflow`));
    await page.goto(`/dashboard/project/${project.u_id}/activity`);
    await expect(page.getByText(/created the task/).first()).toBeVisible();
    await judge(page, 'project activity');
  });

  await test.step('a comment with a mention, by keyboard; the dialog gives focus back to the card', async () => {
    await page.goto(`/dashboard/project/${project.u_id}/workflow`);
    const card = page.getByRole('button', { name: 'Draft the launch notes', exact: true });
    await press(page, card);
    const dialog = page.getByRole('dialog', { name: 'Draft the launch notes' });
    await expect(dialog.locator('.comment-body')).toHaveCount(1);
    // The thread is at the dialog's end: in view for the screenshots.
    await dialog.getByText(/was deleted/).scrollIntoViewIfNeeded();
    await judge(page, 'task thread', () => settled(page, dialog));
    const box = dialog.getByRole('combobox', { name: 'Comment' });
    await tabTo(page, box);
    await page.keyboard.type('Done, over to @Bo');
    await expect(dialog.getByRole('option', { name: colleague.name })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.type('for the numbers.');
    await expect(box).toHaveValue(`Done, over to @[${colleague.name}](user:${colleague.userId}) for the numbers.`);
    await press(page, dialog.getByRole('button', { name: 'Comment', exact: true }));
    await expect(dialog.locator('.comment-body')).toHaveCount(2);
    await expect(dialog.locator('.comment-body').last()).toContainText(`@${colleague.name}`);
    await expectFocusTrappedThenReturned(page, dialog, card);
  });
});

test('form inbox, analytics chart and domains', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const dns = await startLocalDns(Number(process.env.E2E_DNS_PORT));
  try {
    const owner = await createVerifiedAccount(request, 'Cleo', 'Cleo Consults');
    const project = await createProject(request, owner, 'Access site', 'The consultancy website.');
    const site = await apiData<{ uuid: string; name: string }>(request, owner, 'post', '/builder-api/createsite', {
      project_uid: project.u_id,
      template: 'corporate',
    });
    const { revision } = await apiData<{ revision: number }>(request, owner, 'get', `/builder-api/site/${site.uuid}`);
    // The render has a time limit: on a busy machine a publish may be refused once and is simply asked again.
    const publish = () =>
      request.post(`/builder-api/site/${site.uuid}/publish`, {
        headers: { authorization: `Bearer ${owner.token}` },
        data: { revision },
      });
    let reply = await publish();
    if (reply.status() === 400) reply = await publish();
    expect(reply.status(), await reply.text()).toBe(200);
    const published = ((await reply.json()) as { data: { url: string } }).data;

    await test.step('a visitor reads two pages and signs up for job alerts', async () => {
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(published.url, { referer: 'https://news.example.org/today' });
      await visitor.goto(new URL('/careers', published.url).href);
      await visitor.getByLabel('Email address').fill('ada@example.com');
      await visitor.getByRole('button', { name: 'Sign up' }).click();
      await expect(visitor.getByRole('heading', { name: 'Thank you' })).toBeVisible();
      await visitor.context().close();
    });

    const base = `/dashboard/project/${project.u_id}/builder/${site.uuid}`;
    await test.step('the form inbox; a message marked read by keyboard', async () => {
      await signInWithToken(page, owner, `${base}/inbox`);
      const message = page.getByRole('article');
      await expect(message).toContainText('ada@example.com');
      await judge(page, 'form inbox');
      await press(page, message.getByRole('button', { name: 'Mark read' }));
      await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);
      await expect(message.getByRole('button', { name: 'Mark unread' })).toBeFocused();
    });

    await test.step('the analytics chart; its numbers read by keyboard', async () => {
      await page.goto(`${base}/analytics`);
      const views = page.getByRole('definition').first();
      await expect(async () => {
        await page.reload();
        await expect(views).toHaveText('2', { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await judge(page, 'site analytics');
      // A bar's own numbers show under a pointer only: the keyboard opens them as a table.
      const numbers = page.getByRole('button', { name: 'Show the numbers' });
      await press(page, numbers);
      await expect(page.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
      const table = page.getByRole('table', { name: /Page views and visitors per day/ });
      expect((await table.boundingBox())!.width, 'the table is on screen, not only for screen readers').toBeGreaterThan(
        200,
      );
      // Today, the last day: two page views.
      await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('2');
    });

    await test.step('the domains, one verified; another added by keyboard', async () => {
      const domain = await apiData<{ id: number; records: { txt: { name: string; value: string } } }>(
        request,
        owner,
        'post',
        `/api/workspaces/${owner.workspace.slug}/domains`,
        { name: 'cleo-access.test' },
      );
      dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
      await apiData(request, owner, 'post', `/api/domains/${domain.id}/verify`);
      await page.goto('/dashboard/domains');
      await expect(page.getByRole('region', { name: 'cleo-access.test' }).getByText('Verified')).toBeVisible();
      await judge(page, 'domains');
      await typeInto(page, page.getByRole('textbox', { name: 'Domain' }), 'shop.cleo-keys.test');
      await page.keyboard.press('Enter');
      const added = page.getByRole('region', { name: 'shop.cleo-keys.test' });
      await expect(added.getByText('Waiting for DNS')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveValue('');
    });
  } finally {
    await dns.close();
  }
});

test('releases and rollback', async ({ page, request }) => {
  test.setTimeout(150_000);
  const sshd = await startSshd();
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));
  const stamp = Date.now().toString(36);
  const deployPath = `${sshd.home}/aerie-e2e-a11y-${stamp}`;
  try {
    const owner = await createVerifiedAccount(request, 'Remy', 'Remy Releases');
    await buyPlan(request, owner, 'earth');
    const project = await createProject(request, owner, 'Access app', 'An app with releases.');
    const repository = await apiData<{ id: number; http_url: string }>(
      request,
      owner,
      'post',
      `/api/projects/repositories/${owner.workspace.slug}/create`,
      { name: `access-${stamp}`, description: 'The app', private: true, project_id: project.u_id, platform: 'aerie' },
    );
    const { token } = await apiData<{ token: string }>(request, owner, 'post', '/api/user/tokens', { name: 'laptop' });
    const work = join(home, 'work');
    for (const [args, cwd] of [
      [['clone', withCredentials(repository.http_url, owner.email, token), 'work'], home],
      [['checkout', '-b', 'main'], work],
    ] as const) {
      const result = await git([...args], cwd, home);
      expect(result.code, result.stderr).toBe(0);
    }
    writeFileSync(join(work, 'index.html'), '<!doctype html><title>Access</title><h1>Release</h1>\n');
    for (const args of [
      ['add', '.'],
      ['commit', '-m', 'The app'],
      ['push', 'origin', 'main'],
    ]) {
      const result = await git(args, work, home);
      expect(result.code, result.stderr).toBe(0);
    }
    const server = await connectSshdAsServer(request, owner, sshd, {
      name: `Berth ${stamp}`,
      projectUid: project.u_id,
    });
    const deployment = await apiData<{ slug: string }>(request, owner, 'post', '/api/deployments/create', {
      server_id: server.id,
      repo_id: repository.id,
      branch: 'main',
      deploy_path: deployPath,
      project_id: project.u_id,
    });
    const runs = async () =>
      (
        await apiData<{ data: Array<{ id: number; status: string }> }>(
          request,
          owner,
          'get',
          `/api/deployments/${deployment.slug}/runs`,
        )
      ).data;
    // Two releases: the first can be rolled back to.
    await expect.poll(async () => (await runs())[0]?.status, { timeout: 60_000 }).toBe('succeeded');
    await apiData(request, owner, 'post', `/api/deployments/${deployment.slug}/runs`);
    await expect
      .poll(async () => (await runs()).map((run) => run.status), { timeout: 60_000 })
      .toEqual(['succeeded', 'succeeded']);
    const first = (await runs())[1]!.id;

    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/deployments/${deployment.slug}/runs`);
    const rollBack = page.getByRole('button', { name: `Roll back to run #${first}` });
    await expect(rollBack).toBeVisible();
    await judge(page, 'runs with releases');

    await test.step('release settings: opened, kept in and closed by keyboard', async () => {
      const opener = page.getByRole('button', { name: 'Release settings' });
      await press(page, opener);
      const dialog = page.getByRole('dialog', { name: 'Release settings' });
      await expect(dialog.getByLabel('How it deploys')).toHaveValue('releases');
      await judge(page, 'release settings', () => settled(page, dialog));
      await expectFocusTrappedThenReturned(page, dialog, opener);
    });

    await test.step('roll back by keyboard: asked first, then the rollback run', async () => {
      await press(page, rollBack);
      const confirm = page.getByRole('dialog', { name: `Roll back to run #${first}?` });
      await expectFocusTrappedThenReturned(page, confirm, rollBack);
      await press(page, rollBack);
      await press(page, confirm.getByRole('button', { name: 'Roll back' }));
      await expect(page).toHaveURL(/\/runs\/\d+$/);
      await expect(page.locator('h2#run-heading + *')).toHaveText('succeeded', { timeout: 60_000 });
      await judge(page, 'rollback run');
      // The run's page says what the runs list says: a rollback, not "Deploy now".
      await expect(page.locator('dt', { hasText: /^Trigger$/ }).locator('xpath=following-sibling::dd')).toHaveText(
        'Roll back',
      );
    });
  } finally {
    await sshd.stop();
    rmSync(home, { recursive: true, force: true });
    rmSync(deployPath, { recursive: true, force: true });
  }
});

test('discounts, tax and shipping, and a refund in the seller admin', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const owner = await createVerifiedAccount(request, 'Sade', 'Sade Ceramics');
  const project = await createProject(request, owner, 'Access shop', 'Ceramics for sale online.');
  const seller = { email: uniqueEmail('seller'), password: 'corner-shop-42' };
  const domain = `a11y${Date.now().toString(36)}`;
  const port = new URL(test.info().project.use.baseURL!).port;
  const storeOrigin = `http://${domain}.stores.localhost:${port}`;
  // Node cannot resolve *.stores.localhost as the browser does: the store is named by the Host header.
  const host = { host: new URL(storeOrigin).host };
  const products = [
    { name: 'Speckled mug', price: 1200 },
    { name: 'Wide bowl', price: 3000 },
  ];

  await test.step('the store, two products and a code through the API; a buyer pays for both', async () => {
    const issued = await apiData<{ token: string }>(request, owner, 'get', '/store-api/load/test/gettoken');
    await apiData(request, owner, 'post', '/store-api/store/register', {
      name: 'Sade Ceramics',
      ...seller,
      domain,
      uuid: project.u_id,
      token: issued.token,
      theme: 'agency',
    });
    const login = await request.post('/store-api/seller/login', { headers: host, data: seller });
    expect(login.status(), await login.text()).toBe(200);
    const sellerAuth = {
      ...host,
      authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };
    for (const product of products) {
      const made = await request.post('/store-api/seller/products', {
        headers: sellerAuth,
        data: { name: product.name, status: 'active', variants: [{ name: 'Default', price: product.price, stock: 5 }] },
      });
      expect(made.status(), await made.text()).toBe(200);
    }
    const code = await request.post('/store-api/seller/discounts', {
      headers: sellerAuth,
      data: { code: 'WELCOME10', kind: 'percent', percent: 10, usage_limit: 100 },
    });
    expect(code.status(), await code.text()).toBe(200);
    const buyer = await (await browser.newContext()).newPage();
    for (const product of products) {
      await buyer.goto(`${storeOrigin}/products`);
      await buyer.getByRole('link', { name: new RegExp(product.name) }).click();
      await buyer.getByRole('button', { name: 'Add to cart' }).click();
      await expect(buyer).toHaveURL(`${storeOrigin}/cart`);
    }
    await checkOutAndPay(buyer, storeOrigin, uniqueEmail('buyer'));
    await buyer.context().close();
  });

  await page.goto(`${storeOrigin}/login`);
  await logIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(`${storeOrigin}/admin`);

  await test.step('discounts: the list, then a code added by keyboard', async () => {
    await page.goto(`${storeOrigin}/admin/discounts`);
    await expect(page.getByRole('link', { name: /WELCOME10/ })).toBeVisible();
    await judge(page, 'seller discounts');
    await press(page, page.getByRole('link', { name: 'Add code' }));
    await expect(page).toHaveURL(`${storeOrigin}/admin/discounts/new`);
    await judge(page, 'seller discount editor');
    await typeInto(page, page.getByLabel('Code', { exact: true }), 'mugs5');
    await chooseOption(page, page.getByLabel('Takes off'), 'An amount');
    await typeInto(page, page.getByLabel(/^Amount/), '5');
    await typeInto(page, page.getByLabel('Uses in total'), '50');
    const mug = page.getByRole('checkbox', { name: products[0]!.name });
    await press(page, mug, 'Space');
    await expect(mug).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Create code' }));
    await expect(page.getByRole('heading', { name: 'MUGS5' })).toBeVisible();
  });

  await test.step('tax and shipping: a rate and a zone added by keyboard', async () => {
    await page.goto(`${storeOrigin}/admin/tax-shipping`);
    await expect(page.getByRole('heading', { name: 'Tax & shipping' })).toBeVisible();
    await typeInto(page, page.getByLabel('Tax name'), 'VAT');
    await press(page, page.getByRole('button', { name: 'Add a rate' }));
    await chooseOption(page, page.getByLabel('Country'), 'United Kingdom');
    await typeInto(page, page.getByLabel('Rate (%)'), '20');
    await press(page, page.getByRole('button', { name: 'Save tax settings' }));
    await expect(page.getByText('Your tax settings have been saved.')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Add a zone' }));
    await typeInto(page, page.getByLabel('Zone name'), 'United Kingdom');
    await typeInto(page, page.getByLabel('Countries'), 'GB');
    await typeInto(page, page.getByRole('textbox', { name: 'Price' }), '4.00');
    await press(page, page.getByRole('button', { name: 'Add zone' }));
    await expect(page.getByRole('heading', { name: 'United Kingdom' })).toBeVisible();
    await judge(page, 'seller tax and shipping');
  });

  await test.step('the order and its refund dialog; one line refunded by keyboard', async () => {
    await page.goto(`${storeOrigin}/admin/orders`);
    const order = page.getByRole('link', { name: /^#\d+/ }).first();
    await press(page, order);
    await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
    await judge(page, 'seller order');
    const refund = page.getByRole('button', { name: 'Refund', exact: true });
    await press(page, refund);
    const dialog = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
    await expect(dialog.getByText('Refund total')).toBeVisible();
    await judge(page, 'seller refund dialog', () => settled(page, dialog));
    await expectFocusTrappedThenReturned(page, dialog, refund);
    await page.keyboard.press('Enter');
    await press(page, dialog.getByRole('button', { name: `More of ${products[0]!.name}` }));
    await expect(dialog.getByLabel(`${products[0]!.name}: 1`)).toBeVisible();
    await press(page, dialog.getByLabel('Put the refunded items back in stock'), 'Space');
    await press(page, dialog.getByRole('button', { name: /^Refund .*12\.00$/ }));
    await expect(dialog).toBeHidden();
    await expect(refund).toBeFocused();
    await expect(page.getByText('Partially refunded', { exact: true }).first()).toBeVisible();
    await judge(page, 'seller order refunded');
  });
});
