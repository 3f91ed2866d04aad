import { PAYMENT_MESSAGES } from '@aerie/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  signInWithToken,
  snapBothWidths,
} from '../support/helpers';

/*
 * Issue 25's "cancel a pilot → warned, destroyed at period end", as a person clicks it: a pilot is bought with
 * the sandbox card, cancelled from its actions (the dialog says what is destroyed and when), and the
 * development test clock moves the workspace's billing cycle on: 28 days later the warning e-mail is in the
 * inbox, 31 days later the pilot is gone from the list and the billing history still shows its payment.
 */

function pilotRow(page: Page): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ hasText: /^starter-/i });
}

async function advanceClock(page: Page, workspace: string, days: number) {
  const reply = await page.request.post('/dev/billing/advance-clock', { data: { workspace, days } });
  expect(reply.status()).toBe(200);
}

test('a cancelled pilot is warned by e-mail and destroyed at the end of its paid month; its payment stays', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Pia', 'Pier Pilots');
  const project = await createProject(request, owner, 'Harbour lights', 'A pilot to cancel.');
  const errors = collectConsoleErrors(page);
  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/hosting`);

  let pilotName = '';
  await test.step('a Starter pilot is bought with 4242… and listed', async () => {
    await page.getByRole('link', { name: 'Add Pilot' }).first().click();
    await page.getByRole('button', { name: 'Choose the Starter plan' }).click();
    await page.getByRole('button', { name: 'Choose the Ubuntu 24.04 template' }).click();
    await page
      .getByRole('dialog', { name: 'Have a promo code?' })
      .getByRole('button', { name: 'Proceed to Payment' })
      .click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(PAYMENT_MESSAGES.pilotSuccess)).toBeVisible();
    await page.getByRole('link', { name: 'Go to hosting now' }).click();
    await expect(pilotRow(page)).toHaveCount(1);
    await expect(pilotRow(page)).toContainText('127.0.0.1');
    pilotName = ((await pilotRow(page).getByRole('cell').first().textContent()) ?? '').trim();
    expect(pilotName).toMatch(/^starter-/);
  });

  await test.step('Cancel pilot asks first: the server and everything on it is destroyed at period end, after an e-mail', async () => {
    await page.getByRole('button', { name: `Actions for ${pilotName}` }).click();
    await page.getByRole('menuitem', { name: 'Cancel pilot' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel the pilot ${pilotName}?` });
    await expect(dialog).toContainText('keeps running until the end of its paid month');
    await expect(dialog).toContainText('its server and everything on it');
    await expect(dialog).toContainText('warning e-mail 3 days before');
    await snapBothWidths(page, 'pilot-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel pilot' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/The pilot is cancelled/)).toBeVisible();
    await expect(pilotRow(page)).toContainText(/Cancelled: destroyed on/);
    await page.getByRole('button', { name: `Actions for ${pilotName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Keep pilot' })).toBeVisible();
    await page.keyboard.press('Escape');
    await snapBothWidths(page, 'pilot-cancelled-list');
  });

  await test.step('28 days on, the owner has the warning e-mail and the pilot still runs', async () => {
    await advanceClock(page, owner.workspace.slug, 28);
    await expect
      .poll(async () => {
        const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{ to: string; subject: string }>;
        return inbox.filter(
          (mail) => mail.to === owner.email && mail.subject.startsWith(`Your pilot ${pilotName} will be destroyed`),
        ).length;
      })
      .toBe(1);
    await page.reload();
    await expect(pilotRow(page)).toHaveCount(1);
  });

  await test.step('31 days on, the pilot is gone from the list and the billing history keeps its payment', async () => {
    await advanceClock(page, owner.workspace.slug, 31);
    await page.reload();
    await expect(pilotRow(page)).toHaveCount(0);
    await page.goto('/dashboard/billing');
    const payment = page.getByRole('row').filter({ hasText: /pilot/i });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('Success');
    expect(errors).toEqual([]);
  });
});

test('cancelling a site plan says what happens to the custom domain, and shows when the plan ends', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, 'Sol', 'Sol Sites');
  const project = await createProject(request, owner, 'Sunny side', 'A site on its own domain.');
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/builder-api/createsite', {
    headers: auth,
    data: { project_uid: project.u_id, template: 'agency' },
  });
  expect(created.status()).toBe(200);
  const website = (await created.json()).data as { uuid: string };

  await test.step('the site plan is bought with 4242…', async () => {
    const started = await request.post('/api/transactions/initialize', {
      headers: auth,
      data: { type: 'website', plan_id: 'site-basic', website_id: website.uuid, business_id: owner.workspace.id },
    });
    expect(started.status()).toBe(200);
    // Paid at the sandbox's checkout as its form posts (the pilot test above pays in the browser).
    const reference = (await started.json()).data.reference as string;
    const paid = await request.post(`/sandbox/checkout/${reference}`, {
      form: { card_number: '4242 4242 4242 4242', action: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    const query = new URL(paid.headers().location!).searchParams;
    const verify = new URLSearchParams({ reference, transaction_id: query.get('transaction_id')! });
    expect((await request.get(`/api/payment-hooks?${verify}`, { headers: auth })).status()).toBe(200);
  });

  await test.step('the builder shows Paid until …; Cancel plan asks first and then shows Ends on …', async () => {
    await signInWithToken(page, owner, '/dashboard');
    await page.goto(`/website-builder?uid=${project.u_id}&site=${website.uuid}`);
    await page.getByRole('button', { name: 'Publish', exact: false }).first().click();
    await page.getByRole('radio', { name: 'Custom domain' }).click();
    await expect(page.getByText(/^Paid until /)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the site plan?' });
    await expect(dialog).toContainText('keeps working');
    await expect(dialog).toContainText('the custom domain stops serving it. The domain stays saved');
    await snapBothWidths(page, 'site-plan-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByText(/^Ends on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep plan' })).toBeVisible();
  });
});
