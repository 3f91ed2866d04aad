import { expect, test, type Locator, type Page } from '@playwright/test';

import { collectConsoleErrors, snapBothWidths, uniqueEmail } from '../support/helpers';
import { addActiveProduct, checkOutAndPay, mailsTo, openStoreFromDashboard } from '../support/store';

const MUG = { name: 'Speckled stoneware mug', price: '12.00', stock: 5 };
const BOWL = { name: 'Wide serving bowl', price: '30.00', stock: 5 };

/** The order page's Items card, which carries the order's status badge. */
function itemsCard(admin: Page): Locator {
  return admin.getByRole('heading', { name: 'Items' }).locator('xpath=ancestor::*[.//ul][1]');
}

/**
 * Issue 30 "Done when": a partial refund of one line restocks it, marks the order partially refunded and
 * e-mails the buyer. The other line, its stock and the rest of the payment stay as they were.
 */
test('a refund of one line restocks it, marks the order partially refunded and e-mails the buyer', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { admin, storeOrigin } = await openStoreFromDashboard(page, context, request, {
    storeName: 'Harbour Pottery',
    domainPrefix: 'refund',
  });
  const adminErrors = collectConsoleErrors(admin);
  await addActiveProduct(admin, storeOrigin, MUG);
  await addActiveProduct(admin, storeOrigin, BOWL);

  const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const buyerEmail = uniqueEmail('buyer');
  let orderNumber = '';
  await test.step('a buyer puts one mug and one bowl in the cart and pays', async () => {
    for (const product of [MUG, BOWL]) {
      await buyer.goto(`${storeOrigin}/`);
      await buyer.getByRole('link', { name: new RegExp(product.name) }).click();
      await buyer.getByRole('button', { name: 'Add to cart' }).click();
      await expect(buyer).toHaveURL(`${storeOrigin}/cart`);
    }
    await expect(buyer.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
    orderNumber = await checkOutAndPay(buyer, storeOrigin, buyerEmail);
  });

  await test.step('the seller sees both products down to 4 in stock', async () => {
    // The admin tab has sat on the products list since the bowl was added: load it afresh.
    await admin.reload();
    await expect(admin.getByRole('link', { name: new RegExp(MUG.name) })).toContainText('4 in stock');
    await expect(admin.getByRole('link', { name: new RegExp(BOWL.name) })).toContainText('4 in stock');
  });

  await test.step('the seller refunds one mug with a restock', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await admin.getByRole('link', { name: new RegExp(`#${orderNumber}\\b`) }).click();
    await expect(admin.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    await expect(itemsCard(admin).getByText('Paid', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Refund' }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund order #${orderNumber}` });
    await dialog.getByRole('button', { name: `More of ${MUG.name}` }).click();
    await expect(dialog.getByLabel(`${MUG.name}: 1`)).toBeVisible();
    await expect(dialog.getByLabel(`${BOWL.name}: 0`)).toBeVisible();
    await dialog.getByLabel('Put the refunded items back in stock').check();
    // The total before the seller confirms: the one mug, what the buyer paid for it, nothing of the bowl.
    await expect(dialog.getByText('Refund total').locator('..')).toContainText(MUG.price);
    await dialog.getByRole('button', { name: new RegExp(`^Refund .*${MUG.price.replace('.', '\\.')}$`) }).click();
    await expect(dialog.getByText(/refunded to the buyer/)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the order reads "Partially refunded" and lists the refund with its amount', async () => {
    await expect(itemsCard(admin).getByText('Partially refunded', { exact: true })).toBeVisible();
    await expect(itemsCard(admin).getByText('Paid', { exact: true })).toHaveCount(0);
    const refunds = admin.getByRole('heading', { name: 'Refunds' }).locator('xpath=ancestor::*[.//ol][1]');
    await expect(refunds).toContainText(`${MUG.price} refunded`);
    await expect(refunds.getByRole('listitem').first()).toContainText(MUG.price);
    await expect(refunds).toContainText(`1 × ${MUG.name}`);
    await expect(refunds).toContainText('restocked');
    await expect(refunds).not.toContainText(BOWL.name);
    // The bowl is still refundable.
    await expect(admin.getByRole('button', { name: 'Refund' })).toBeVisible();
    await snapBothWidths(admin, 'seller-order-partially-refunded');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await expect(admin.getByRole('link', { name: new RegExp(`#${orderNumber}\\b`) })).toContainText(
      /partially refunded/i,
    );
  });

  await test.step('the mug is back to 5 in stock; the bowl stays at 4', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    await expect(admin.getByRole('link', { name: new RegExp(MUG.name) })).toContainText('5 in stock');
    await expect(admin.getByRole('link', { name: new RegExp(BOWL.name) })).toContainText('4 in stock');
  });

  await test.step("the buyer's refund e-mail names the mug and the amount, not the bowl", async () => {
    await expect
      .poll(async () => (await mailsTo(request, buyerEmail, new RegExp(`refund for order #${orderNumber}$`))).length)
      .toBe(1);
    const [mail] = await mailsTo(request, buyerEmail, new RegExp(`refund for order #${orderNumber}$`));
    expect(mail!.text).toContain(`1 × ${MUG.name} — `);
    expect(mail!.text).toMatch(new RegExp(`1 × ${MUG.name} — \\D*${MUG.price.replace('.', '\\.')}`));
    expect(mail!.text).toMatch(new RegExp(`Refunded: \\D*${MUG.price.replace('.', '\\.')}`));
    expect(mail!.text).not.toContain(BOWL.name);
  });

  expect(adminErrors).toEqual([]);
});
