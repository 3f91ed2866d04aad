import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  createProject,
  createVerifiedAccount,
  logIn,
  signInWithToken,
  snapBothWidths,
  uniqueEmail,
} from '../support/helpers';
import { openSellerAccountDialog } from '../support/store';

const SELLER_PASSWORD = 'yen-shop-4242';

/** E-mails in the development inbox to `to` whose subject matches. */
async function mailsTo(request: APIRequestContext, to: string, subject: RegExp) {
  const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  return inbox.filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject));
}

/**
 * Issue 30 § 1 "Done when": a JPY store's ¥1,250 product reads ¥1,250 on the storefront, the cart, the
 * sandbox checkout, the admin and the order e-mail; then § 6: shipped with a carrier and tracking number,
 * and the payouts page says what was sold, the fee and what is the seller's.
 */
test('a yen store sells a ¥1,250 teapot and every page says ¥1,250', async ({ page, context, browser, request }) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Aiko', 'Aiko Tea');
  const project = await createProject(request, owner, 'Tea shop', 'Tea things.');
  const domain = `yen${Date.now().toString(36)}`;
  const sellerEmail = uniqueEmail('seller');
  const port = new URL(test.info().project.use.baseURL!).port;
  const storeOrigin = `http://${domain}.stores.localhost:${port}`;

  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/store`);
  const dialog = await openSellerAccountDialog(page, project.u_id);
  await dialog.getByLabel('Name').fill('Aiko Tea');
  await dialog.getByLabel('Email').fill(sellerEmail);
  await dialog.getByLabel('Password').fill(SELLER_PASSWORD);
  await dialog.getByLabel('Store url').fill(domain);
  await dialog.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/store$`), { timeout: 15_000 });

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Log in to Aiko Tea (opens in a new tab)' }).click();
  const admin: Page = await opened;
  await logIn(admin, sellerEmail, SELLER_PASSWORD);
  await expect(admin.getByRole('heading', { name: 'Summary' })).toBeVisible();

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await admin.getByLabel('Currency').fill('JPY');
  await admin.getByLabel('Shipping rate').fill('0');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Your store settings have been saved.')).toBeVisible();

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await admin
    .getByRole('link', { name: /New product|Add product/ })
    .first()
    .click();
  await admin.getByLabel('Name', { exact: true }).fill('Cast-iron teapot');
  await admin.getByRole('radio', { name: /^Active/ }).check();
  await admin.getByLabel('Price').fill('1250');
  await admin.getByLabel('Stock').fill('3');
  await admin.getByRole('button', { name: 'Create product' }).click();
  await expect(admin).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
  await admin.getByRole('link', { name: 'All products' }).click();
  await expect(admin.getByRole('link', { name: /Cast-iron teapot/ })).toContainText('¥1,250');

  const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const buyerEmail = uniqueEmail('buyer');
  await buyer.goto(`${storeOrigin}/`);
  await expect(buyer.getByRole('link', { name: /Cast-iron teapot/ })).toContainText('¥1,250');
  await buyer.getByRole('link', { name: /Cast-iron teapot/ }).click();
  await expect(buyer.locator('main')).toContainText('¥1,250');
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByRole('row', { name: /Cast-iron teapot/ })).toContainText('¥1,250');
  await buyer.getByRole('link', { name: 'Checkout' }).click();
  await buyer.getByLabel('E-mail').fill(buyerEmail);
  await buyer.getByLabel('Full name').fill('Ken Buyer');
  await buyer.getByLabel('Address', { exact: true }).fill('1-2-3 Ginza');
  await buyer.getByLabel('City').fill('Tokyo');
  await buyer.getByLabel('Postal code').fill('104-0061');
  await buyer.getByLabel('Country').selectOption({ label: 'Japan' });
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/sandbox\/checkout\//);
  await expect(buyer.getByRole('heading', { name: 'Pay ¥1,250' })).toBeVisible();
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(buyer.locator('main')).toContainText('¥1,250');

  await expect
    .poll(async () => (await mailsTo(request, buyerEmail, /confirmed/))[0]?.text ?? '')
    .toContain('Total: ¥1,250');
  const [newOrder] = await mailsTo(request, sellerEmail, /New order/);
  const orderLink = /View the order: (\S+)/.exec(newOrder!.text)![1]!;
  expect(orderLink).toMatch(new RegExp(`^${storeOrigin}/admin/orders/[0-9a-f-]{36}$`));

  // The seller's e-mail opens the order itself.
  await admin.goto(orderLink);
  await expect(admin.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(admin.locator('main')).toContainText('¥1,250');
  await admin.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = admin.getByRole('dialog', { name: 'Mark as shipped' });
  await ship.getByLabel('Carrier (optional)').fill('UPS');
  await ship.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await snapBothWidths(admin, 'seller-ship-dialog');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(admin.getByText('The order is marked as shipped; the buyer has been e-mailed.')).toBeVisible();
  await expect(admin.getByText('1Z999AA10123456784')).toBeVisible();
  await snapBothWidths(admin, 'seller-order-shipped');
  await expect
    .poll(async () => (await mailsTo(request, buyerEmail, /has shipped/))[0]?.text ?? '')
    .toContain('Track the parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
  const month = admin.getByRole('table', { name: 'Payouts by month' }).getByRole('row').nth(1);
  await expect(month).toContainText('¥1,250');
  await expect(month).toContainText('¥19');
  await expect(month).toContainText('¥1,231');
  await snapBothWidths(admin, 'seller-payouts');
});
