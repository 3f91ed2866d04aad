import { expect, test, type Page } from '@playwright/test';

import { expectAccessibleAtBothWidths } from '../support/accessibility';
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

test('an owner hires two developers for 3 days a week on a trial; the trial ends on the test clock with one charge', async ({
  browser,
  request,
}) => {
  // A hire, the test clock, the history twice and two axe checks at two widths each.
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request, 'Hana', 'Hire Works');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  await test.step('the owner bills the workspace in pounds (one currency per workspace, issue 25)', async () => {
    await signInWithToken(page, account, '/dashboard/billing');
    const currency = page.getByRole('combobox', { name: 'Billing currency' });
    await expect(currency).toHaveValue('USD');
    await currency.selectOption({ label: 'Pounds sterling (£)' });
    await expect(currency).toHaveValue('GBP');
    await expect(page.getByRole('article', { name: 'Earth plan' })).toContainText('£8');
  });

  await test.step('the form prices two developers for 3 days a week in pounds, with the free trial', async () => {
    await page.goto('/dashboard/hire-expert');
    await expect(page.getByRole('heading', { name: 'Hire a Developer' })).toBeVisible();
    await expect(page.getByTestId('hire-amount')).toContainText('£800');
    await page.getByLabel('Developers').fill('2');
    await page.getByLabel('Days per week').selectOption({ label: '3 days a week · £2,400 per developer' });
    await expect(page.getByTestId('hire-amount')).toContainText('£4,800');
    await expect(page.getByText('7-day free trial: nothing is charged today.')).toBeVisible();
    // The brief: what is needed (counted against its limit), by when, which project.
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    await expect(page.getByText('What you need is required')).toBeVisible();
    await page.getByLabel('What you need').fill('A React developer for the checkout, and one for the API.');
    await expect(page.getByText('56 / 500')).toBeVisible();
    await page.getByLabel('By when (optional)').fill('2026-12-24');
    await snapBothWidths(page, 'hire-expert-form');
    await expectAccessibleAtBothWidths(page, 'hire an expert form with its brief', () =>
      expect(page.getByLabel('What you need')).toBeVisible(),
    );
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
  });

  const engagement = page.getByRole('region', { name: 'Your expert engagement' });
  await test.step('returning to Hire an Expert shows the engagement, not a blank form', async () => {
    await page.reload();
    await expect(engagement).toBeVisible();
    await expect(engagement.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(engagement).toContainText('£4,800 / month');
    await expect(engagement).toContainText('A React developer for the checkout, and one for the API.');
    await expect(engagement).toContainText('24 Dec 2026');
    await expect(engagement).toContainText('to the card ending 4242');
    await expect(page.getByRole('button', { name: 'Hire', exact: true })).toHaveCount(0);
    await engagement.getByRole('button', { name: 'Cancel engagement' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the engagement?' });
    await expect(confirm).toContainText('when the free trial would have. Nothing is charged.');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await snapBothWidths(page, 'hire-expert-engagement-trial');
    await expectAccessibleAtBothWidths(page, 'expert engagement', () => expect(engagement).toBeVisible());
  });

  await test.step('the billing history shows a free trial with its end date, and no charge', async () => {
    await page.goto('/dashboard/billing');
    const trials = page.getByRole('list', { name: 'Free trials' });
    await expect(trials).toContainText(/Free trial · ends \d{1,2} \w{3} \d{4} · £4,800\.00 will be charged then/);
    await expect(page.getByRole('row').filter({ hasText: 'Expert' })).toHaveCount(0);
    await snapBothWidths(page, 'hire-expert-history-trial');
  });

  await test.step("the trial's end (the test clock, 7 days on) charges once and e-mails one receipt", async () => {
    const advanced = await request.post('/dev/billing/advance-clock', {
      data: { workspace: account.workspace.slug, days: 7 },
    });
    expect(advanced.status()).toBe(200);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Expert' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('£4,800.00');
    await expect(row).toContainText('GBP');
    await expect(row).toContainText('Success');
    await expect(page.getByRole('list', { name: 'Free trials' })).toHaveCount(0);
    const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{ to: string; subject: string }>;
    const receipts = inbox.filter((mail) => mail.to === account.email && mail.subject.startsWith('Your Aerie receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(/£4,800\.00$/);
    await snapBothWidths(page, 'hire-expert-history-charged');

    await page.goto('/dashboard/hire-expert');
    await expect(engagement.getByText('Active', { exact: true })).toBeVisible();
    await expect(engagement).toContainText('Left of this month');
    await expect(engagement).toContainText(/Trial\s*Ended on/);
    await snapBothWidths(page, 'hire-expert-engagement-active');
  });

  await context.close();
});
