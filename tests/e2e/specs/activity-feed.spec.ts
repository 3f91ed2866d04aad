import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  logIn,
  signInWithToken,
  snapBothWidths,
  uniqueEmail,
} from '../support/helpers';
import { openSellerAccountDialog } from '../support/store';

const PRODUCT = 'Cobalt mug';
const SELLER_PASSWORD = 'corner-shop-42';

/** A buyer of their own: a fresh browser context, so no cookie (cart) or session is shared. */
async function newBuyer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Issue 26, Done when: a paid store order and a published site appear in the workspace's activity feed. */
test('a published site and a paid store order appear in the workspace’s activity feed', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Ines', 'Ines Studio');
  const project = await createProject(request, owner, 'Harbour shop', 'A site and a store.');
  const auth = { authorization: `Bearer ${owner.token}` };
  const errors = collectConsoleErrors(page);

  await test.step('a site is created and published', async () => {
    const created = await request.post('/builder-api/createsite', {
      headers: auth,
      data: { project_uid: project.u_id, template: 'agency' },
    });
    expect(created.status()).toBe(200);
    const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
    const content = await request.get(`/builder-api/site/${uuid}`, { headers: auth });
    const revision = ((await content.json()) as { data: { revision: number } }).data.revision;
    const published = await request.post(`/builder-api/site/${uuid}/publish`, { headers: auth, data: { revision } });
    expect(published.status()).toBe(200);
  });

  const domain = `feed${Date.now().toString(36)}`;
  const storeName = 'Harbour Pottery';
  const sellerEmail = uniqueEmail('seller');
  const port = new URL(test.info().project.use.baseURL!).port;
  const storeOrigin = `http://${domain}.stores.localhost:${port}`;

  await test.step('a store is opened from the dashboard and its seller adds a mug', async () => {
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/store`);
    const dialog = await openSellerAccountDialog(page, project.u_id);
    await dialog.getByLabel('Name').fill(storeName);
    await dialog.getByLabel('Email').fill(sellerEmail);
    await dialog.getByLabel('Password').fill(SELLER_PASSWORD);
    await dialog.getByLabel('Store url').fill(domain);
    await dialog.getByRole('button', { name: 'Create store' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/store$`), { timeout: 15_000 });
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: `Log in to ${storeName} (opens in a new tab)` }).click();
    const admin = await opened;
    await logIn(admin, sellerEmail, SELLER_PASSWORD);
    await expect(admin).toHaveURL(`${storeOrigin}/admin`);
    await admin.goto(`${storeOrigin}/admin/products/new`);
    await admin.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await admin.getByLabel('Description').fill('Stoneware, glazed in cobalt blue.');
    await admin.getByRole('radio', { name: /^Active/ }).check();
    await admin.getByLabel('Price').fill('20.00');
    await admin.getByLabel('Stock').fill('1');
    await admin.getByRole('button', { name: 'Create product' }).click();
    await expect(admin).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
    await admin.close();
  });

  await test.step('a buyer pays for the last mug with 4242… on the sandbox page', async () => {
    const buyer = await newBuyer(browser);
    await buyer.goto(`${storeOrigin}/`);
    await buyer.getByRole('link', { name: new RegExp(PRODUCT) }).click();
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await buyer.getByRole('link', { name: 'Checkout' }).click();
    await buyer.getByLabel('E-mail').fill(uniqueEmail('buyer'));
    await buyer.getByLabel('Full name').fill('Olu Buyer');
    await buyer.getByLabel('Address', { exact: true }).fill('12 Harbour Street');
    await buyer.getByLabel('City').fill('Bristol');
    await buyer.getByLabel('Postal code').fill('BS1 4RN');
    await buyer.getByLabel('Country').selectOption('GB');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await buyer.context().close();
  });

  await test.step('the overview shows the latest entries, and the Activity page the whole feed', async () => {
    await page.goto('/dashboard');
    const latest = page.getByRole('region', { name: 'Latest activity' });
    await expect(latest.getByText(/Order #\d+ was paid: \$20\.00\./)).toBeVisible();
    await snapBothWidths(page, 'dashboard-latest-activity');
    await latest.page().getByRole('link', { name: 'See all activity' }).click();
    await expect(page).toHaveURL(/\/dashboard\/activity$/);
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(page.getByText(/Order #\d+ was paid/)).toBeVisible();
    await expect(page.getByText(`“${PRODUCT}” is out of stock.`)).toBeVisible();
    const site = page.getByRole('link', { name: /published the site/ });
    await expect(site).toBeVisible();
    await snapBothWidths(page, 'workspace-activity');
    await page.getByLabel('Lane').selectOption({ label: 'Websites' });
    await expect(page.getByText(/Order #\d+ was paid/)).toHaveCount(0);
    await expect(site).toBeVisible();
    await site.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/builder$`));
  });

  await test.step('the project’s Activity tab shows the same entries', async () => {
    await page.goto(`/dashboard/project/${project.u_id}/activity`);
    await expect(page.getByText(/Order #\d+ was paid/)).toBeVisible();
    await snapBothWidths(page, 'project-activity');
  });
  expect(errors).toEqual([]);
});
