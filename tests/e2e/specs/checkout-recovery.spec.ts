import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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

const PRODUCT = 'Linen tea towel';
const SELLER_PASSWORD = 'linen-shop-42';

/** E-mails in the development inbox to `to` whose subject matches. */
async function mailsTo(request: APIRequestContext, to: string, subject: RegExp) {
  const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  return inbox.filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject));
}

/** A buyer of their own: a fresh browser context, so no cookie (cart) is shared. */
async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Issue 30 § Recovered checkouts, Done when: an unpaid checkout gets its reminder and the link reopens the cart. */
test('an unpaid checkout gets its reminder after the delay (test clock), and its link reopens the cart', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Rhea', 'Rhea Linens');
  const project = await createProject(request, owner, 'Linen shop', 'Tea towels for sale online.');
  const domain = `linen${Date.now().toString(36)}`;
  const storeName = 'Rhea Linens';
  const sellerEmail = uniqueEmail('seller');
  const buyerEmail = uniqueEmail('buyer');
  const port = new URL(test.info().project.use.baseURL!).port;
  const storeOrigin = `http://${domain}.stores.localhost:${port}`;

  let admin!: Page;
  await test.step('a store is opened from the dashboard, and its seller adds a tea towel', async () => {
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
    admin = await opened;
    await logIn(admin, sellerEmail, SELLER_PASSWORD);
    await expect(admin).toHaveURL(`${storeOrigin}/admin`);
    await admin.goto(`${storeOrigin}/admin/products/new`);
    await admin.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await admin.getByLabel('Description').fill('Washed linen, 50 × 70 cm.');
    await admin.getByRole('radio', { name: /^Active/ }).check();
    await admin.getByLabel('Price').fill('12.00');
    await admin.getByLabel('Stock').fill('10');
    await admin.getByRole('button', { name: 'Create product' }).click();
    await expect(admin).toHaveURL(new RegExp(`${storeOrigin}/admin/products/[0-9a-f-]{36}$`));
  });
  const adminErrors = collectConsoleErrors(admin);

  await test.step('the seller picks a 1-hour reminder with a code; a bad code is refused beside its field', async () => {
    // The reminder may only offer one of the store's own codes.
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discounts' }).click();
    await admin.getByRole('link', { name: 'Add code' }).click();
    await admin.getByLabel('Code', { exact: true }).fill('comeback10');
    await admin.getByLabel('Percent').fill('10');
    await admin.getByRole('button', { name: 'Create code' }).click();
    await expect(admin.getByRole('heading', { name: 'COMEBACK10' })).toBeVisible();
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(admin.getByLabel('Send the reminder')).toHaveValue('10');
    await admin.getByLabel('Send the reminder').selectOption('1');
    await admin.getByLabel('Discount code (optional)').fill('TEN OFF');
    await admin.getByRole('button', { name: 'Save reminders' }).click();
    await expect(admin.getByText('Discount code may use only letters, digits, - and _')).toBeVisible();
    await admin.getByLabel('Discount code (optional)').fill('comeback10');
    await admin.getByRole('button', { name: 'Save reminders' }).click();
    await expect(admin.getByText('Your checkout reminder settings have been saved.')).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Checkout reminders' })).toBeVisible();
    await snapBothWidths(admin, 'seller-checkout-reminders');
  });

  await test.step('a buyer puts two in the cart, gives an e-mail at checkout and leaves the payment page', async () => {
    const buyer = await newBrowser(browser);
    await buyer.goto(`${storeOrigin}/`);
    await buyer.getByRole('link', { name: new RegExp(PRODUCT) }).click();
    await buyer.getByLabel('Quantity').fill('2');
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await buyer.getByRole('link', { name: 'Checkout' }).click();
    await buyer.getByLabel('E-mail').fill(buyerEmail);
    await buyer.getByLabel('Full name').fill('Nia Buyer');
    await buyer.getByLabel('Address', { exact: true }).fill('4 Mill Lane');
    await buyer.getByLabel('City').fill('York');
    await buyer.getByLabel('Postal code').fill('YO1 7HH');
    await buyer.getByLabel('Country').selectOption('GB');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await expect(buyer).toHaveURL(/\/sandbox\/checkout\//);
    await buyer.context().close();
  });

  await test.step('no reminder yet; an hour on (the stores test clock), exactly one', async () => {
    expect(await mailsTo(request, buyerEmail, /your cart is waiting/)).toHaveLength(0);
    const early = await request.post('/dev/stores/advance-clock', { data: { store: domain, hours: 0 } });
    expect(early.status(), await early.text()).toBe(200);
    expect((await early.json()).reminders).toBe(0);
    const due = await request.post('/dev/stores/advance-clock', { data: { store: domain, hours: 1 } });
    expect(due.status(), await due.text()).toBe(200);
    expect((await due.json()).reminders).toBe(1);
    const again = await request.post('/dev/stores/advance-clock', { data: { store: domain, hours: 2 } });
    expect((await again.json()).reminders).toBe(0);
    await expect.poll(async () => (await mailsTo(request, buyerEmail, /your cart is waiting/)).length).toBe(1);
  });

  await test.step('the reminder’s link opens the same cart in another browser', async () => {
    const [mail] = await mailsTo(request, buyerEmail, /your cart is waiting/);
    expect(mail!.subject).toBe(`${storeName}: your cart is waiting`);
    expect(mail!.text).toContain('Use the code COMEBACK10 at checkout.');
    expect(mail!.text).toContain(`${storeOrigin}/reminders/unsubscribe/`);
    const link = /https?:\/\/\S+\/cart\/recover\/[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    expect(link.startsWith(`${storeOrigin}/cart/recover/`)).toBe(true);
    const phone = await newBrowser(browser);
    const phoneErrors = collectConsoleErrors(phone);
    await phone.goto(link);
    await expect(phone).toHaveURL(`${storeOrigin}/cart`);
    const row = phone.getByRole('row', { name: new RegExp(PRODUCT) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    await snapBothWidths(phone, 'storefront-recovered-cart');
    expect(phoneErrors).toEqual([]);
    // A link that is not one we sent gets a plain page of the store (a 404), not an error.
    await phone.goto(`${storeOrigin}/cart/recover/${'x'.repeat(43)}`);
    await expect(phone.getByRole('heading', { name: 'This link does not open a cart' })).toBeVisible();
    await phone.context().close();
  });

  await test.step('the summary counts the reminder', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Summary' }).click();
    const section = admin.getByRole('region', { name: 'Recovered checkouts' });
    await expect(section.getByText('Reminders sent').locator('..')).toContainText('1');
    await expect(section.getByText('Carts then paid').locator('..')).toContainText('0');
    await snapBothWidths(admin, 'seller-summary-recovered');
  });
  expect(adminErrors).toEqual([]);
});
