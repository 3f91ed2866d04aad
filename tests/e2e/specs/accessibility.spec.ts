import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectAccessibleAtBothWidths, settled } from '../support/accessibility';
import { createProject, createVerifiedAccount, logIn, signInWithToken, uniqueEmail } from '../support/helpers';

/**
 * Issue 14: axe (WCAG 2.x A and AA) finds nothing serious or critical on any main screen, at 1280 px and
 * at 375 px. Each test visits one part of the product and judges each screen once what it shows has
 * loaded. The main screens only: the smaller ones they share their parts with (the store theme gallery,
 * integrations, transfer) are left out to keep the run short.
 */

async function visit(page: Page, path: string, screen: string, options?: { exclude?: string[] }): Promise<void> {
  await page.goto(path);
  await expectAccessibleAtBothWidths(page, screen, () => settled(page), options);
}

test('public pages', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [path, screen] of [
    ['/', 'home'],
    ['/features', 'features'],
    ['/pricing', 'pricing'],
    ['/templates', 'templates'],
    ['/hire-expert', 'hire an expert'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/no/such/page', 'not found'],
  ] as const)
    await visit(page, path, screen);
});

test('sign-in screens', async ({ page }) => {
  for (const [path, screen] of [
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forgot-password', 'forgot password'],
  ] as const)
    await visit(page, path, screen);
});

test('dashboard and every project area', async ({ page, request }) => {
  test.setTimeout(300_000);
  const owner = await createVerifiedAccount(request, 'Ada', 'Ada Access');
  const project = await createProject(request, owner, 'Access project');
  await signInWithToken(page, owner, '/dashboard');

  for (const [path, screen] of [
    ['/dashboard', 'dashboard'],
    ['/dashboard/projects', 'projects'],
    ['/dashboard/projects/create', 'create project'],
    ['/dashboard/teams', 'team'],
    ['/dashboard/billing', 'billing'],
    ['/dashboard/profile', 'profile'],
  ] as const)
    await visit(page, path, screen);

  const base = `/dashboard/project/${project.u_id}`;
  for (const [path, screen] of [
    ['', 'project settings'],
    ['/builder', 'websites'],
    ['/builder/create', 'website templates'],
    ['/store', 'stores'],
    ['/workflow', 'task board'],
    ['/repository', 'repositories'],
    ['/hosting', 'hosting'],
    ['/deployments', 'deployments'],
    ['/collaborators', 'collaborators'],
  ] as const)
    await visit(page, base + path, screen);
});

/** A site made and published through the API, as the builder does: create from a starter, then publish. */
async function publishedSite(request: APIRequestContext, token: string, projectUid: string) {
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post('/builder-api/createsite', {
    headers: auth,
    data: { project_uid: projectUid, template: 'agency' },
  });
  expect(created.status()).toBe(200);
  const site = ((await created.json()) as { data: { uuid: string } }).data;
  const opened = (await (await request.get(`/builder-api/site/${site.uuid}`, { headers: auth })).json()) as {
    data: { revision: number };
  };
  const published = await request.post(`/builder-api/site/${site.uuid}/publish`, {
    headers: auth,
    data: { revision: opened.data.revision },
  });
  expect(published.status()).toBe(200);
  return ((await published.json()) as { data: { uuid: string; url: string } }).data;
}

test('builder chrome and a published site', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Bea', 'Bea Builds');
  const project = await createProject(request, owner, 'Access site');
  const site = await publishedSite(request, owner.token, project.u_id);
  await signInWithToken(page, owner, `/website-builder?${new URLSearchParams({ uid: project.u_id, site: site.uuid })}`);
  const canvas = page.frameLocator('iframe.gjs-frame');
  // The canvas is the user's own page in an iframe: the chrome around it is ours to check.
  await expectAccessibleAtBothWidths(
    page,
    'builder',
    async () => {
      await expect(canvas.locator('h1').first()).toBeVisible({ timeout: 30_000 });
    },
    { exclude: ['iframe.gjs-frame'] },
  );

  await page.goto(site.url);
  await expectAccessibleAtBothWidths(page, 'published site', () => settled(page));
});

test('storefront and seller admin', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Cy', 'Cy Crafts');
  const project = await createProject(request, owner, 'Access shop');
  const auth = { authorization: `Bearer ${owner.token}` };
  const tokenReply = (await (await request.get('/store-api/load/test/gettoken', { headers: auth })).json()) as {
    data: { token: string };
  };
  const seller = { email: uniqueEmail('seller'), password: 'corner-shop-42' };
  const domain = `access${Date.now().toString(36)}`;
  const registered = await request.post('/store-api/store/register', {
    headers: auth,
    data: {
      name: 'Access Pottery',
      ...seller,
      domain,
      uuid: project.u_id,
      token: tokenReply.data.token,
      theme: 'agency',
    },
  });
  expect(registered.status()).toBe(200);
  const port = new URL(test.info().project.use.baseURL!).port;
  const storeOrigin = `http://${domain}.stores.localhost:${port}`;

  // The seller's login screen is one of the screens checked here, and the journey signs in through its form:
  // an API sign-in would still have to load the admin, so it would save nothing.
  await page.goto(`${storeOrigin}/login`);
  await expectAccessibleAtBothWidths(page, 'seller login', () => settled(page));
  await logIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(`${storeOrigin}/admin`);
  await expectAccessibleAtBothWidths(page, 'seller summary', () => settled(page));
  for (const [path, screen] of [
    ['/admin/products/new', 'new product'],
    ['/admin/orders', 'orders'],
  ] as const) {
    await page.goto(storeOrigin + path);
    await expectAccessibleAtBothWidths(page, screen, () => settled(page));
  }
  // A product to show: made through the seller's own form.
  await page.goto(`${storeOrigin}/admin/products/new`);
  await page.getByLabel('Name', { exact: true }).fill('Blue mug');
  await page.getByRole('radio', { name: /^Active/ }).check();
  await page.getByLabel('Price').fill('20.00');
  await page.getByLabel('Stock').fill('3');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
  await expectAccessibleAtBothWidths(page, 'product editor', () => settled(page));
  await page.goto(`${storeOrigin}/admin/products`);
  await expectAccessibleAtBothWidths(page, 'products', () => settled(page));

  // The buyer's side, in a browser of its own (no seller session).
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(`${storeOrigin}/`);
  await expectAccessibleAtBothWidths(buyer, 'storefront home', () => settled(buyer));
  await buyer.getByRole('link', { name: /Blue mug/ }).click();
  await expectAccessibleAtBothWidths(buyer, 'storefront product', () => settled(buyer));
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer).toHaveURL(`${storeOrigin}/cart`);
  await expectAccessibleAtBothWidths(buyer, 'storefront cart', () => settled(buyer));
  await buyer.goto(`${storeOrigin}/checkout`);
  await expectAccessibleAtBothWidths(buyer, 'storefront checkout', () => settled(buyer));
  await buyer.context().close();
});
