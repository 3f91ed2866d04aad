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
