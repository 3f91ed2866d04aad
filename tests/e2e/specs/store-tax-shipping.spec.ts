import { expect, test } from '@playwright/test';

import {
  createProject,
  createVerifiedAccount,
  logIn,
  signInWithToken,
  snapBothWidths,
  uniqueEmail,
} from '../support/helpers';
import { openSellerAccountDialog } from '../support/store';

const SELLER_PASSWORD = 'tea-shop-42';

/** Issue 30 § 3: a UK store whose prices include 20% VAT shows the VAT on the receipt. */
test('a UK seller sets 20% VAT and a zone; the buyer pays the prices and the receipt says "Including VAT"', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const request = page.request;
  const owner = await createVerifiedAccount(request, 'Uma', 'Uma Teas');
  const project = await createProject(request, owner, 'Tea shop', 'Teapots for sale online.');
  const domain = `teas${Date.now().toString(36)}`;
  const storeName = 'Uma Teas';
  const sellerEmail = uniqueEmail('seller');
  const port = new URL(test.info().project.use.baseURL!).port;
  const storeOrigin = `http://${domain}.stores.localhost:${port}`;

  await test.step('the store is made from the dashboard and its seller logs in', async () => {
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/store`);
    const dialog = await openSellerAccountDialog(page, project.u_id);
    await dialog.getByLabel('Name').fill(storeName);
    await dialog.getByLabel('Email').fill(sellerEmail);
    await dialog.getByLabel('Password').fill(SELLER_PASSWORD);
    await dialog.getByLabel('Store url').fill(domain);
    await dialog.getByRole('button', { name: 'Create store' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/store$`), { timeout: 15_000 });
  });

  const admin = await context.newPage();
  await test.step('the seller sets GBP, 20% VAT included, and a UK zone', async () => {
    await admin.goto(`${storeOrigin}/login`);
    await logIn(admin, sellerEmail, SELLER_PASSWORD);
    await expect(admin).toHaveURL(`${storeOrigin}/admin`);
    await admin.goto(`${storeOrigin}/admin/settings`);
    await admin.getByLabel('Currency').fill('GBP');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Your store settings have been saved.')).toBeVisible();

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Tax & shipping' }).click();
    await expect(admin.getByRole('heading', { name: 'Tax & shipping' })).toBeVisible();
    await admin.getByLabel('Tax name').fill('VAT');
    await admin.getByLabel('My prices include tax (EU, UK style)').check();
    await admin.getByLabel('Charge tax on shipping').check();
    await admin.getByRole('button', { name: 'Add a rate' }).click();
    await admin.getByLabel('Country').selectOption('GB');
    await admin.getByLabel('Rate (%)').fill('101');
    await admin.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(admin.getByText('Rate must be at most 100%')).toBeVisible();
    await admin.getByLabel('Rate (%)').fill('20');
    await admin.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(admin.getByText('Your tax settings have been saved.')).toBeVisible();

    await admin.getByRole('button', { name: 'Add a zone' }).click();
    await admin.getByLabel('Zone name').fill('United Kingdom');
    await admin.getByLabel('Countries').fill('GB');
    await admin.getByRole('textbox', { name: 'Price' }).fill('4.00');
    await admin.getByLabel('Free from (optional)').fill('100.00');
    await admin.getByRole('button', { name: 'Add zone' }).click();
    await expect(admin.getByRole('heading', { name: 'United Kingdom' })).toBeVisible();
    await snapBothWidths(admin, 'seller-tax-shipping');
  });

  await test.step('the seller adds a £24 teapot', async () => {
    await admin.goto(`${storeOrigin}/admin/products/new`);
    await admin.getByLabel('Name', { exact: true }).fill('Teapot');
    await admin.getByRole('radio', { name: /^Active/ }).check();
    await admin.getByLabel('Price').fill('24.00');
    await admin.getByLabel('Stock').fill('5');
    await admin.getByRole('button', { name: 'Create product' }).click();
    await expect(admin).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
  });

  await test.step('the buyer pays £28.00 and the receipt says "Including VAT £4.67"', async () => {
    const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await buyer.goto(`${storeOrigin}/products`);
    await buyer.getByRole('link', { name: /Teapot/ }).click();
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(buyer.getByText('Shipping and tax calculated at checkout')).toBeVisible();
    await buyer.getByRole('link', { name: 'Checkout' }).click();
    await buyer.getByLabel('E-mail').fill(uniqueEmail('buyer'));
    await buyer.getByLabel('Full name').fill('Ben Buyer');
    await buyer.getByLabel('Address', { exact: true }).fill('1 Tea Lane');
    await buyer.getByLabel('City').fill('Leeds');
    await buyer.getByLabel('Postal code').fill('LS1 1AA');
    await expect(buyer.getByLabel('Country').locator('option')).toHaveText(['Choose a country', 'United Kingdom']);
    await buyer.getByLabel('Country').selectOption('GB');
    await buyer.getByRole('button', { name: 'Update totals' }).click();
    // 2400 includes 400 of VAT, 400 of shipping 67: the total is the prices.
    await expect(buyer.getByText('Including VAT')).toBeVisible();
    await expect(buyer.getByLabel('Standard — £4.00')).toBeChecked();
    await snapBothWidths(buyer, 'storefront-checkout-vat');
    await buyer.getByRole('button', { name: 'Pay £28.00' }).click();
    await expect(buyer).toHaveURL(/\/sandbox\/checkout\//);
    // The sandbox is asked for the total.
    await expect(buyer.getByRole('button', { name: 'Pay £28.00' })).toBeVisible();
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const receipt = buyer.locator('.totals');
    await expect(receipt).toContainText('Total£28.00');
    await expect(receipt).toContainText('Including VAT£4.67');
    await snapBothWidths(buyer, 'storefront-receipt-vat');
  });
});
