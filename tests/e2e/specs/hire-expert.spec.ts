import { expect, test, type Page } from '@playwright/test';

import { createVerifiedAccount, signInWithToken, snapBothWidths } from '../support/helpers';

/** Fills the card modal and submits it. */
async function payByCard(page: Page, cardNumber: string) {
  const modal = page.getByRole('dialog', { name: 'Payment details' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('4242 4242 4242 4242 succeeds')).toBeVisible();
  await modal.getByLabel('Full name').fill('Hana Hirer');
  await modal.getByLabel('Email').fill('hana@example.com');
  await modal.getByLabel('Card number').fill(cardNumber);
  await modal.getByLabel('Expiry').fill('12/34');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: 'Start free trial' }).click();
  return modal;
}

test('an owner hires two developers for 3 days a week; a declined card shows the provider message', async ({
  browser,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'Hana', 'Hire Works');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  await test.step('the form prices two developers for 3 days a week in pounds, with the free trial', async () => {
    await signInWithToken(page, account, '/dashboard/hire-expert');
    await expect(page.getByRole('heading', { name: 'Hire a Developer' })).toBeVisible();
    await expect(page.getByTestId('hire-amount')).toContainText('£800');
    await page.getByLabel('Developers').fill('2');
    await page.getByLabel('Days per week').selectOption({ label: '3 days a week · £2,400 per developer' });
    await expect(page.getByTestId('hire-amount')).toContainText('£4,800');
    await expect(page.getByText('7-day free trial: nothing is charged today.')).toBeVisible();
    await snapBothWidths(page, 'hire-expert-form');
  });

  await test.step('a declined card shows the provider message in the modal', async () => {
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    const modal = await payByCard(page, '4000 0000 0000 0002');
    await expect(modal.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await snapBothWidths(page, 'hire-expert-declined');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('the 4242 card starts the trial and shows what happens next', async () => {
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText('We match you with developers')).toBeVisible();
    await expect(page.getByText('Kick-off call')).toBeVisible();
    await expect(page.getByText('First charge after the 7-day trial')).toBeVisible();
    await expect(page.getByText('£4,800 a month is charged from', { exact: false })).toBeVisible();
    await snapBothWidths(page, 'hire-expert-success');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('button', { name: 'Hire', exact: true })).toBeVisible();
  });

  await test.step('the hire is in the billing history', async () => {
    await page.goto('/dashboard/billing');
    const row = page.getByRole('row').filter({ hasText: 'Expert' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('£4,800.00');
    await expect(row).toContainText('GBP');
  });

  await context.close();
});
