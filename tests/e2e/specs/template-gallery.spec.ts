import { expect, test } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  emailedLink,
  logIn,
  signInWithToken,
  snap,
  snapBothWidths,
  uniqueEmail,
} from '../support/helpers';

// issue 25: the home page's template cards led to /register while /templates was a 404.

test('the home page leads to the gallery, which previews each template', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse all templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page).toHaveTitle(/^Templates · Aerie$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your site from a template');
  for (const name of [
    'Blank site',
    'Personal starter',
    'Portfolio starter',
    'Agency starter',
    'Corporate starter',
    'Shop-front starter',
    'Restaurant starter',
    'Event starter',
    'Landing page starter',
  ]) {
    await expect(page.getByRole('link', { name: `Preview ${name} (opens in a new tab)` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Use this template: ${name}` })).toBeVisible();
  }
  await snapBothWidths(page, 'templates-gallery');

  // Preview opens the rendered template on the preview host.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview Agency starter (opens in a new tab)' }).click(),
  ]);
  await preview.waitForLoadState();
  expect(preview.url()).toMatch(/agency/);
  await preview.close();
  expect(errors).toEqual([]);
});

test('Use this template signed out → register → verify → login → the create-site page shows the template', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('ada');
  const password = 'starter-kit-58';

  await test.step('a home card leads to its template in the gallery, then to register with the template', async () => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Agency starter/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/templates#template-agency$/);
    await page.getByRole('link', { name: 'Use this template: Agency starter' }).click();
    await expect(page).toHaveURL(/\/register\?template=agency$/);
    await expect(page.getByText(/your new site starts from the Agency starter template/)).toBeVisible();
  });

  await test.step('register', async () => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Byron');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+44 20 7946 0188');
    await page.getByLabel('Role').selectOption('Freelance');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel(/I agree to the Terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  // The e-mail's link opens in a tab of its own, as a mail client opens it.
  const mailTab = await context.newPage();
  await test.step('the verified tab remembers the template and logs in to it', async () => {
    await mailTab.goto(await emailedLink(request, email, '/verify/'));
    await expect(mailTab.getByText('Log in to create your site from the Agency starter template.')).toBeVisible();
    await mailTab.getByRole('link', { name: 'Login' }).click();
    await expect(mailTab).toHaveURL(/\/login$/);
    await logIn(mailTab, email, password);
    await expect(mailTab).toHaveURL(/\/dashboard\/new-site\?template=agency$/);
    await expect(mailTab.getByRole('heading', { name: 'Create a site from Agency starter' })).toBeVisible();
    await snapBothWidths(mailTab, 'templates-new-site-no-project');
  });

  await test.step('the first project is created on the way, then the template is chosen', async () => {
    await mailTab.getByRole('button', { name: 'Create a new project' }).click();
    const form = mailTab.getByRole('dialog', { name: 'Create a new project' });
    await form.getByLabel('Project name').fill('Ada studio');
    await form.getByLabel('Description').fill('The studio site.');
    await form.getByLabel('Category').selectOption({ label: 'Portfolio' });
    await form.getByRole('button', { name: 'Create Project' }).click();
    await expect(mailTab).toHaveURL(/\/dashboard\/project\/[a-z0-9]+\/builder\/create\?template=agency$/);
    const chosen = mailTab.getByRole('region', { name: 'Your chosen template' });
    await expect(chosen.getByRole('heading', { name: 'Agency starter' })).toBeVisible();
    await expect(chosen.getByRole('link', { name: /Select Agency starter/ })).toHaveAttribute(
      'href',
      /type=new&template=agency/,
    );
    await snapBothWidths(mailTab, 'templates-create-site-chosen');
  });

  await test.step('signed in, the gallery goes straight to creating a site', async () => {
    await mailTab.goto('/templates');
    await mailTab.getByRole('link', { name: 'Use this template: Corporate starter' }).click();
    await expect(mailTab).toHaveURL(/\/dashboard\/new-site\?template=corporate$/);
    await mailTab.getByRole('link', { name: /Ada studio/ }).click();
    await expect(mailTab).toHaveURL(/\/builder\/create\?template=corporate$/);
    await expect(
      mailTab.getByRole('region', { name: 'Your chosen template' }).getByRole('heading', { name: 'Corporate starter' }),
    ).toBeVisible();
    await snap(mailTab, 'templates-create-site-signed-in');
  });
});

// issue 29, Starting right: a new site is asked its name, and the starter's pages carry it, not a sample's.
test('Select asks for the site name, and the new site carries it in every title and on every page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, 'Olive', 'Olive Works');
  const project = await createProject(request, owner, 'Harbour kitchen');
  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/builder/create`);
  await expect(page.getByRole('heading', { name: 'Business templates' })).toBeVisible();
  await snapBothWidths(page, 'templates-create-site-nine');

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Select Restaurant starter/ }).click();
  const builder = await opened;
  const errors = collectConsoleErrors(builder);
  await expect(builder).toHaveURL(/type=new&template=restaurant/);
  await expect(builder.getByRole('heading', { name: 'Name your new site' })).toBeVisible();
  await builder.getByRole('button', { name: 'Create site' }).click();
  await expect(builder.getByText('Name is required')).toBeVisible();
  await snapBothWidths(builder, 'templates-name-new-site');

  await builder.getByLabel('Site name').fill('Sea & Salt');
  await builder.getByRole('button', { name: 'Create site' }).click();
  await expect(builder).toHaveURL(/\/website-builder\?.*site=/, { timeout: 30_000 });
  const uuid = new URL(builder.url()).searchParams.get('site')!;

  const content = await request.get(`/builder-api/site/${uuid}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(content.status()).toBe(200);
  const { website, project_data } = (await content.json()).data as {
    website: { name: string };
    project_data: { pages: Array<{ title: string; description: string; component: string }> };
  };
  expect(website.name).toBe('Sea & Salt');
  expect(project_data.pages.length).toBeGreaterThanOrEqual(3);
  for (const sitePage of project_data.pages) {
    expect(sitePage.title).toContain('Sea & Salt');
    expect(sitePage.component).toContain('Sea &amp; Salt');
    expect(`${sitePage.title} ${sitePage.description} ${sitePage.component}`).not.toContain('Little Olive');
  }
  expect(errors).toEqual([]);
});
