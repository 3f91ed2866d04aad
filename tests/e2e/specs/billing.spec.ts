import { expect, test, type Page } from '@playwright/test';

import { createTeammate, createVerifiedAccount, signInWithToken, snap, snapBothWidths } from '../support/helpers';

/** Pages in a PDF: its `/Type /Page` objects, not the `/Type /Pages` tree above them. */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** On the sandbox checkout: types a test card and pays. */
async function payWithCard(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay / }).click();
}

function planCard(page: Page, name: string) {
  return page.getByRole('article', { name: `${name} plan` });
}

test('an owner upgrades to Earth, prints the receipt, a declined card fails, and Try again pays it once', async ({
  browser,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'Bea', 'Billing Bureau');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  await test.step('the billing page shows the plans, Air marked, and an empty history', async () => {
    await signInWithToken(page, account, '/dashboard/billing');
    await expect(page.getByRole('heading', { name: 'Plan and Pricing' })).toBeVisible();
    await expect(planCard(page, 'Air')).toContainText('Current plan');
    await expect(planCard(page, 'Earth')).toContainText('$10');
    await expect(planCard(page, 'Moon')).toContainText('$50');
    await expect(planCard(page, 'Air').getByRole('button')).toHaveCount(0);
    await expect(page.getByText('You have no billing', { exact: true })).toBeVisible();
    await snapBothWidths(page, 'billing-empty');
  });

  await test.step('choosing Earth and paying with 4242… activates it and goes to integrations', async () => {
    await planCard(page, 'Earth').getByRole('button', { name: 'Choose Earth' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await expect(page.getByText('Your workspace is now on the Earth plan.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/integrations$/);
    // The stored payment is forgotten once settled.
    expect(
      await page.evaluate(() => [localStorage.getItem('reference_no'), localStorage.getItem('payment_type')]),
    ).toEqual([null, null]);
  });

  let receiptReference = '';
  await test.step('the history shows the success and Earth is the current plan', async () => {
    await page.goto('/dashboard/billing');
    await expect(planCard(page, 'Earth')).toContainText('Current plan');
    await expect(planCard(page, 'Earth').getByRole('button')).toHaveCount(0);
    await expect(planCard(page, 'Moon').getByRole('button', { name: 'Choose Moon' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Subscription' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$10.00');
    await expect(row).toContainText('USD');
    await expect(row).toContainText('Success');
    receiptReference = (await row.getByRole('cell').nth(2).textContent())!.trim();
    expect(receiptReference).toMatch(/^aer_/);
    await snapBothWidths(page, 'billing-history');
  });

  await test.step('View opens the receipt in a new tab; it prints to one A4 page', async () => {
    const [receipt] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: `View receipt ${receiptReference}` }).click(),
    ]);
    await expect(receipt).toHaveURL(new RegExp(`/dashboard/billing/download/${receiptReference}$`));
    await expect(receipt.getByText('PAYMENT SUCCESSFUL', { exact: true })).toBeVisible();
    await expect(receipt.getByText('Bea Tester')).toBeVisible();
    await expect(receipt.getByRole('button', { name: 'Download Receipt' })).toBeVisible();
    await snapBothWidths(receipt, 'receipt');
    const pdf = await receipt.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);
    // What the printout looks like: print styles on an A4-wide page, for a developer to look at.
    await receipt.emulateMedia({ media: 'print' });
    await receipt.setViewportSize({ width: 794, height: 1123 });
    await snap(receipt, 'receipt-print');
    await receipt.close();
  });

  let declinedReference = '';
  await test.step('a declined card shows the failure with Try again and the way back; the plan stays Earth', async () => {
    await planCard(page, 'Moon').getByRole('button', { name: 'Choose Moon' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    declinedReference = new URL(page.url()).pathname.split('/').pop()!;
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment\/return\?/);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Card declined');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/dashboard/billing');
    await snapBothWidths(page, 'payment-failed');
  });

  await test.step('Try again opens the checkout for the same payment; another declined card fails again', async () => {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/checkout/${declinedReference}$`));
    await payWithCard(page, '4000 0000 0000 9995');
    await expect(page.getByRole('alert')).toContainText('Insufficient funds');
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    await expect(planCard(page, 'Earth')).toContainText('Current plan');
    const failed = page.getByRole('row').filter({ hasText: 'Failure' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('$50.00');
    await expect(failed).toContainText('Insufficient funds');
    await expect(failed.getByRole('link', { name: `View receipt ${declinedReference}` })).toHaveCount(0);
    await snapBothWidths(page, 'billing-history-failed');
  });

  await test.step('its history link opens what failed, not a receipt, with Try again', async () => {
    const [failure] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: `Why payment ${declinedReference} was not made` }).click(),
    ]);
    await expect(failure).toHaveURL(new RegExp(`/dashboard/billing/download/${declinedReference}$`));
    await expect(failure.getByRole('heading', { name: 'This payment did not go through' })).toBeVisible();
    await expect(failure.getByText('PAYMENT FAILED', { exact: true })).toBeVisible();
    await expect(failure.getByText(/Thank you/)).toHaveCount(0);
    await expect(failure.getByRole('button', { name: 'Download Receipt' })).toHaveCount(0);
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await snapBothWidths(failure, 'payment-failure-view');

    await failure.getByRole('button', { name: 'Try again' }).click();
    await payWithCard(failure, '4242 4242 4242 4242');
    await expect(failure.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await expect(failure.getByText('Your workspace is now on the Moon plan.', { exact: false })).toBeVisible();
    await failure.close();
  });

  await test.step('paid: Moon is the plan, the row is a success, and each payment mailed exactly one receipt', async () => {
    await page.reload();
    await expect(planCard(page, 'Moon')).toContainText('Current plan');
    const paid = page.getByRole('row').filter({ hasText: declinedReference });
    await expect(paid).toContainText('Success');
    await expect(paid.getByRole('link', { name: `View receipt ${declinedReference}` })).toBeVisible();
    const receipts = async () =>
      ((await (await request.get('/dev/mail.json')).json()) as Array<{ to: string; subject: string; text: string }>)
        .filter((mail) => mail.to === account.email && mail.subject.startsWith('Your Aerie receipt'))
        .map((mail) => mail.text);
    await expect.poll(async () => (await receipts()).length).toBe(2);
    const texts = await receipts();
    expect(texts.filter((text) => text.includes(`Reference: ${declinedReference}`))).toHaveLength(1);
    expect(texts.filter((text) => text.includes(`Reference: ${receiptReference}`))).toHaveLength(1);
    expect(texts.find((text) => text.includes(declinedReference))).toContain(
      `/dashboard/billing/download/${declinedReference}`,
    );
  });

  await test.step('a reference that is not the user’s goes back to billing', async () => {
    await page.goto('/dashboard/billing/download/aer_NOTAREALREFERENCE00');
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
  });

  await test.step('a member sees the plans but may not change them', async () => {
    const member = await createTeammate(request, account, 'Milo');
    const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const memberPage = await memberContext.newPage();
    await signInWithToken(memberPage, member, '/dashboard/billing');
    await expect(memberPage.getByText('Only the workspace owner can change the plan')).toBeVisible();
    await expect(planCard(memberPage, 'Moon')).toContainText('Current plan');
    await expect(memberPage.getByRole('button', { name: /^Choose / })).toHaveCount(0);
    await memberContext.close();
  });

  await context.close();
});
