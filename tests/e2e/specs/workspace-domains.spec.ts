import { expect, test } from '@playwright/test';

import { createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

test('a workspace domain is added as pasted, shows its records in full, and is verified from the Domains page', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'Dana', 'Harbour Co');
  await signInWithToken(page, account, '/dashboard/domains');

  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill('https://www.Example-Shots.test/');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const card = page.getByRole('region', { name: 'www.example-shots.test' });
  await expect(card.getByText('_aerie-verification.www.example-shots.test')).toBeVisible();
  await expect(card.getByText('Waiting for DNS')).toBeVisible();
  await shoot(page, 'domains-added');

  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Not verified yet')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'www.example-shots.test' }).getByText('Not verified yet'),
  ).toBeVisible();
  await shoot(page, 'domains-failing');
});
