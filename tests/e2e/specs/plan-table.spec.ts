import { PLANS, planLines } from '@aerie/contract';
import { expect, test, type Page } from '@playwright/test';

import { createProject, createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

/*
 * Issue 25: one table of what each plan gives. The public pricing page and the billing cards show its
 * lines; the current plan's card shows the usage meters the server counts.
 */

async function expectTableLines(page: Page) {
  for (const plan of PLANS) {
    const card = page.getByRole('article', { name: `${plan.name} plan` });
    for (const line of planLines(plan.id)) await expect(card.getByText(line.text, { exact: true })).toBeVisible();
  }
}

test('the pricing page and the billing cards say what each plan gives, with usage on the current plan', async ({
  page,
  request,
}) => {
  await test.step('the pricing page shows the table lines on every plan', async () => {
    await page.goto('/pricing');
    await expectTableLines(page);
    await shoot(page, 'plan-table-pricing');
  });

  await test.step('the home page says the builder is free on Air', async () => {
    await page.goto('/');
    await expect(page.getByText('on the Air plan; paid plans from $10/mo')).toBeVisible();
  });

  const owner = await createVerifiedAccount(request, 'Mia', 'Meter Works');
  await createProject(request, owner, 'First site');

  await test.step('billing: the cards show the table lines, and Air its usage', async () => {
    await signInWithToken(page, owner, '/dashboard/billing');
    await expectTableLines(page);
    const usage = page.getByRole('article', { name: 'Air plan' }).getByRole('region', { name: 'Usage' });
    await expect(usage.getByText('1 of 1 projects')).toBeVisible();
    await expect(usage.getByText('0 of 3 deployments')).toBeVisible();
    await expect(usage.getByText('0 of 0 deployments on push')).toBeVisible();
    await expect(usage.getByText('Full')).toBeVisible();
    await shoot(page, 'plan-table-billing');
  });
});
