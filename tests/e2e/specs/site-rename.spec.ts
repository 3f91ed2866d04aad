import { expect, test } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  signInWithToken,
  snapBothWidths,
} from '../support/helpers';

/*
 * docs/product.md § Website settings: moving a published site to a new subdomain says, before saving, that the old
 * address will redirect and for how long; afterwards the old address sends visitors to the same page on the new one.
 */
test('a person moves a published site to a new subdomain and the old address redirects there', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, 'Odile', 'Odile Bakes');
  const project = await createProject(request, owner, 'Bakery site', 'A site that moves.');
  const auth = { authorization: `Bearer ${owner.token}` };

  let site!: { uuid: string; subdomain: string; site_address: string };
  await test.step('a site is created and published', async () => {
    const created = await request.post('/builder-api/createsite', {
      headers: auth,
      data: { project_uid: project.u_id, template: 'agency', name: 'Odile Bakes' },
    });
    expect(created.status()).toBe(200);
    site = ((await created.json()) as { data: typeof site }).data;
    const content = await request.get(`/builder-api/site/${site.uuid}`, { headers: auth });
    const revision = ((await content.json()) as { data: { revision: number } }).data.revision;
    const published = await request.post(`/builder-api/site/${site.uuid}/publish`, {
      headers: auth,
      data: { revision },
    });
    expect(published.status()).toBe(200);
  });

  const newSubdomain = `odile-${Date.now().toString(36)}`;
  const errors = collectConsoleErrors(page);
  await test.step('the settings dialog tells what happens to the old address before saving', async () => {
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/builder`);
    await page.getByRole('button', { name: 'Settings of Odile Bakes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Website settings' });
    await expect(dialog.getByRole('note')).toHaveCount(0);
    await dialog.getByLabel('Subdomain').fill(newSubdomain);
    const notice = dialog.getByRole('note');
    await expect(notice).toContainText(`${site.subdomain}.`);
    await expect(notice).toContainText('visitors are redirected to the new one');
    await expect(dialog.getByLabel('Keep the old address')).toHaveValue('90');
    await snapBothWidths(page, 'website-settings-redirect-notice');
    await dialog.getByLabel('Keep the old address').selectOption('30');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Website has been successfully updated.')).toBeVisible();
  });

  await test.step('the old address sends visitors to the same page on the new one', async () => {
    const visitor = await context.newPage();
    const oldUrl = new URL('/studio?from=card', site.site_address).href;
    const response = await visitor.goto(oldUrl);
    expect(response!.status()).toBe(200);
    const redirected = response!.request().redirectedFrom();
    expect(redirected?.url()).toBe(oldUrl);
    expect((await redirected!.response())!.status()).toBe(308);
    const landed = new URL(visitor.url());
    expect(landed.hostname.startsWith(`${newSubdomain}.`)).toBe(true);
    expect(`${landed.pathname}${landed.search}`).toBe('/studio?from=card');
  });
  expect(errors).toEqual([]);
});
