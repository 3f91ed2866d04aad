import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

import { createProject, createVerifiedAccount, logIn, signInWithToken, uniqueEmail } from './helpers';

/** One e-mail in the development inbox. */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
}

/** E-mails in the development inbox to `to` whose subject matches. */
export async function mailsTo(request: APIRequestContext, to: string, subject: RegExp): Promise<DevMail[]> {
  const inbox = (await (await request.get('/dev/mail.json')).json()) as DevMail[];
  return inbox.filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject));
}

/** A store opened from the dashboard, and its seller's admin tab, logged in on the store's origin. */
export interface OpenedStore {
  admin: Page;
  storeOrigin: string;
  sellerEmail: string;
}

/**
 * Opens a store the way a person does: an owner's project, the theme gallery, "Create a seller account",
 * then LOGIN on the Store page and the seller's login form in the tab it opens.
 */
export async function openStoreFromDashboard(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  { storeName, domainPrefix }: { storeName: string; domainPrefix: string },
): Promise<OpenedStore> {
  const owner = await createVerifiedAccount(request, 'Owner', storeName);
  const project = await createProject(request, owner, 'Pottery shop', 'Pottery for sale online.');
  const domain = `${domainPrefix}${Date.now().toString(36)}`;
  const sellerEmail = uniqueEmail('seller');
  const password = 'refund-shop-42';

  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/store`);
  const dialog = await openSellerAccountDialog(page, project.u_id);
  await dialog.getByLabel('Name').fill(storeName);
  await dialog.getByLabel('Email').fill(sellerEmail);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Store url').fill(domain);
  await dialog.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/store$`), { timeout: 15_000 });

  const login = page.getByRole('link', { name: `Log in to ${storeName} (opens in a new tab)` });
  const storeOrigin = new URL((await login.getAttribute('href'))!).origin;
  const opened = context.waitForEvent('page');
  await login.click();
  const admin = await opened;
  await logIn(admin, sellerEmail, password);
  await expect(admin).toHaveURL(`${storeOrigin}/admin`);
  return { admin, storeOrigin, sellerEmail };
}

/** Adds an active product through the product editor, and comes back to the products list. */
export async function addActiveProduct(
  admin: Page,
  storeOrigin: string,
  product: { name: string; price: string; stock: number },
): Promise<void> {
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await admin
    .getByRole('link', { name: /New product|Add product/ })
    .first()
    .click();
  await expect(admin).toHaveURL(`${storeOrigin}/admin/products/new`);
  await admin.getByLabel('Name', { exact: true }).fill(product.name);
  await admin.getByRole('radio', { name: /^Active/ }).check();
  await admin.getByLabel('Price').fill(product.price);
  await admin.getByLabel('Stock').fill(String(product.stock));
  await admin.getByRole('button', { name: 'Create product' }).click();
  await expect(admin).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
  await admin.getByRole('link', { name: 'All products' }).click();
  await expect(admin.getByRole('link', { name: new RegExp(product.name) })).toContainText(`${product.stock} in stock`);
}

/** Fills the storefront checkout with a UK address and pays with 4242… on the sandbox page; the order number. */
export async function checkOutAndPay(buyer: Page, storeOrigin: string, buyerEmail: string): Promise<string> {
  await buyer.goto(`${storeOrigin}/checkout`);
  await buyer.getByLabel('E-mail').fill(buyerEmail);
  await buyer.getByLabel('Full name').fill('Olu Buyer');
  await buyer.getByLabel('Address', { exact: true }).fill('12 Harbour Street');
  await buyer.getByLabel('City').fill('Bristol');
  await buyer.getByLabel('Postal code').fill('BS1 4RN');
  await buyer.getByLabel('Country').selectOption('GB');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/sandbox\/checkout\//);
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await buyer.locator('p.ok strong').textContent())!.replace('#', '');
  expect(orderNumber).toMatch(/^\d+$/);
  return orderNumber;
}

/**
 * From a project's Store page: the theme gallery, its first theme's Select and the "Create a seller account" dialog.
 * The Store page shows the gallery too: a Select clicked before the route changed opens the dialog there, and it is
 * gone with the page (a journey waited four minutes for it once).
 */
export async function openSellerAccountDialog(page: Page, projectUid: string): Promise<Locator> {
  await page.getByRole('link', { name: /Create new online store/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/${projectUid}/store/create$`));
  await page
    .getByRole('button', { name: /^Select .+ for a new store$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create a seller account' });
  await expect(dialog).toBeVisible();
  return dialog;
}
