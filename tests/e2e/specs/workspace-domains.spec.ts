import { expect, test } from '@playwright/test';

import { startLocalDns } from '../../../apps/server/test/support/local-dns';
import { createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

let dns: Awaited<ReturnType<typeof startLocalDns>>;
test.beforeAll(async () => {
  dns = await startLocalDns(Number(process.env.E2E_DNS_PORT));
});
test.afterAll(async () => {
  await dns?.close();
});

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
  const txtName = '_aerie-verification.www.example-shots.test';
  await expect(card.getByText(txtName)).toBeVisible();
  await expect(card.getByText('Waiting for DNS')).toBeVisible();
  await shoot(page, 'domains-added');

  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Not verified yet')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'www.example-shots.test' }).getByText('Not verified yet'),
  ).toBeVisible();
  await shoot(page, 'domains-failing');

  // The record set as the card shows it: the value read from the page, as a person copies it.
  const value = await card.getByText(/^aerie-site-verification=/).textContent();
  dns.records.set(txtName, [value!.trim()]);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  // Nothing to point at yet in a new workspace: the card says how to get something.
  await expect(
    card.getByText('Create a site, a store or a deployment in a project to point a host at it.'),
  ).toBeVisible();
  await shoot(page, 'domains-verified');
});
