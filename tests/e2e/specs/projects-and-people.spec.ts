import { expect, test, type Page } from '@playwright/test';

import {
  buyPlan,
  createVerifiedAccount,
  emailedLink,
  signInWithToken,
  snapBothWidths,
  uniqueEmail,
} from '../support/helpers';

const PROJECT = 'Orbit Site';

/** The number on one of the overview's summary cards. */
async function cardTotal(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
}

test('owner and colleague: project, invitation, collaborator, ownership transfer', async ({ browser, request }) => {
  // Two people's browsers through five screens each: past a minute on a slow machine while the suites run beside it.
  test.setTimeout(180_000);
  const ownerAccount = await createVerifiedAccount(request, 'Olivia', 'Orbit Studio');
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  const colleagueContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const colleague = await colleagueContext.newPage();
  const colleagueEmail = uniqueEmail('casey');
  let uid = '';

  await test.step('the owner creates a project; it shows in the list and in the overview counts', async () => {
    await signInWithToken(owner, ownerAccount, '/dashboard/projects/create');
    await snapBothWidths(owner, 'projects-create');
    // The whole 'on your own' card opens the form, not only its button: a person clicks its description
    // (by position: the button stretched over the card is what takes the click, as it should).
    const blurb = (await owner.getByText(/^Name it, describe it and pick a category\./).boundingBox())!;
    await owner.mouse.click(blurb.x + blurb.width / 2, blurb.y + blurb.height / 2);
    const form = owner.getByRole('dialog', { name: 'Create a new project' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toHaveCount(0);
    // The keyboard meets one plain button in that card.
    await owner.getByRole('button', { name: 'Create project' }).focus();
    await owner.keyboard.press('Enter');
    await expect(form).toBeVisible();
    const create = owner.getByRole('button', { name: 'Create Project' });
    await expect(create).toBeDisabled();
    await owner.getByLabel('Project name').fill(PROJECT);
    await owner.getByLabel('Description').fill('The studio site with case studies.');
    await owner.getByLabel('Category').selectOption({ label: 'Portfolio' });
    await expect(create).toBeEnabled();
    await create.click();
    await expect(owner).toHaveURL(/\/dashboard\/project\/[a-z0-9]+$/);
    uid = owner.url().split('/').pop()!;
    await expect(owner.getByRole('heading', { name: PROJECT }).first()).toBeVisible();
    await snapBothWidths(owner, 'project-detail');

    await owner.goto('/dashboard/projects');
    await expect(owner.getByRole('link', { name: `Open ${PROJECT}` })).toBeVisible();
    await expect(owner.getByRole('button', { name: `Delete ${PROJECT}` })).toBeVisible();
    await snapBothWidths(owner, 'projects-list');

    await owner.goto('/dashboard');
    await expect(await cardTotal(owner, 'Total projects')).toContainText('1');
    await snapBothWidths(owner, 'dashboard-overview-with-project');
  });

  await test.step('the owner invites a colleague; the colleague registers from the e-mail and lands in the workspace', async () => {
    await owner.goto('/dashboard/teams');
    await owner.getByRole('button', { name: 'Add Team Member' }).first().click();
    const send = owner.getByRole('button', { name: 'Send invitation' });
    await expect(send).toBeDisabled();
    await owner.getByLabel('Email').fill(colleagueEmail);
    await owner.getByLabel('Name').fill('Casey Colleague');
    await owner.getByLabel('Role').selectOption('developer');
    await send.click();
    await expect(owner.getByText(`Invitation sent to ${colleagueEmail}.`).first()).toBeVisible();
    await snapBothWidths(owner, 'team-invite-sent');
    // A working link waits for the invitee: "Pending" with its expiry, not a green "active".
    await expect(owner.getByRole('dialog')).toHaveCount(0);
    await owner.getByRole('tab', { name: /Pending Requests/ }).click();
    await expect(owner.getByRole('row', { name: new RegExp(colleagueEmail) })).toContainText(
      /Pending\s*expires in 7 days/,
    );

    await colleague.goto(await emailedLink(request, colleagueEmail, '/invitation?token='));
    await expect(colleague.getByText('Orbit Studio').first()).toBeVisible();
    await snapBothWidths(colleague, 'invitation');
    await colleague
      .getByRole('link', { name: 'Create your account' })
      .or(colleague.getByRole('button', { name: 'Create your account' }))
      .click();
    await expect(colleague.getByLabel('Email')).toHaveValue(colleagueEmail);
    // The invitation's name fills the names.
    await expect(colleague.getByLabel('First name')).toHaveValue('Casey');
    await expect(colleague.getByLabel('Last name')).toHaveValue('Colleague');
    await colleague.getByLabel('Phone').fill('+44 20 7946 0888');
    await colleague.getByLabel('Role').selectOption('Freelance');
    await colleague.getByLabel('Password', { exact: true }).fill('team-spirit-88');
    await colleague.getByLabel(/I agree to the Terms/).check();
    await colleague.getByRole('button', { name: 'Create account' }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/);
    await expect(colleague.getByRole('button', { name: /Workspace: Orbit Studio/ })).toBeVisible();
  });

  await test.step('the owner adds the colleague as a collaborator', async () => {
    await owner.goto(`/dashboard/project/${uid}/collaborators`);
    await owner.getByRole('button', { name: 'Add new collaborator' }).click();
    const add = owner.getByRole('button', { name: 'Add collaborator' });
    await expect(add).toBeDisabled();
    await owner.getByLabel('Team member').selectOption({ label: `Casey Colleague · ${colleagueEmail}` });
    await add.click();
    await expect(owner.getByText('Collaborator added.').first()).toBeVisible();
    await snapBothWidths(owner, 'project-collaborators');
  });

  await test.step('the colleague sees the project without the delete icon, and the API refuses the delete', async () => {
    await colleague.goto('/dashboard/projects');
    await expect(colleague.getByRole('link', { name: `Open ${PROJECT}` })).toBeVisible();
    await expect(colleague.getByRole('button', { name: `Delete ${PROJECT}` })).toHaveCount(0);
    const token = await colleague.evaluate(() => localStorage.getItem('token'));
    const refused = await request.delete(`/api/projects/${uid}/delete/${ownerAccount.workspace.slug}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  });

  await test.step('the owner transfers ownership; the roles swap in both browsers', async () => {
    await owner.goto(`/dashboard/project/${uid}/transfer`);
    const transfer = owner.getByRole('button', { name: 'Transfer ownership' });
    await expect(transfer).toBeDisabled();
    await owner.getByLabel('New owner').selectOption({ label: `Casey Colleague · ${colleagueEmail}` });
    await snapBothWidths(owner, 'project-transfer');
    await transfer.click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(owner.getByRole('dialog')).toHaveCount(0);

    await owner.goto('/dashboard/projects');
    await expect(owner.getByRole('link', { name: `Open ${PROJECT}` })).toBeVisible();
    await expect(owner.getByRole('button', { name: `Delete ${PROJECT}` })).toHaveCount(0);
    await colleague.reload();
    await expect(colleague.getByRole('button', { name: `Delete ${PROJECT}` })).toBeVisible();
  });

  await ownerContext.close();
  await colleagueContext.close();
});

test('the projects list pages through 13 projects, 11 at a time', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'Piper', 'Paging Co');
  const categories = (await (
    await request.get('/api/api/categories', { headers: { authorization: `Bearer ${account.token}` } })
  ).json()) as {
    data: Array<{ id: number }>;
  };
  // A new workspace is on Air (1 project): buy Moon through the sandbox checkout, as a browser would.
  await buyPlan(request, account, 'moon');
  for (let index = 1; index <= 13; index += 1) {
    const created = await request.post('/api/projects/create', {
      headers: { authorization: `Bearer ${account.token}` },
      data: {
        name: `Project ${String(index).padStart(2, '0')}`,
        description: 'Paging test',
        category_id: categories.data[0]!.id,
        business_id: account.workspace.id,
      },
    });
    expect(created.status()).toBe(200);
  }
  await signInWithToken(page, account, '/dashboard/projects');
  const cards = page.getByRole('link', { name: /^Open Project \d+$/ });
  await expect(cards).toHaveCount(11);
  await snapBothWidths(page, 'projects-list-page-1');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open Project 01' })).toBeVisible();
});

test('the profile shows an uploaded avatar and refuses a 6 MB file with the spec message', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'Avery', 'Avatar Co');
  await signInWithToken(page, account, '/dashboard/profile');
  await snapBothWidths(page, 'profile');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6_000_000) });
  await expect(page.getByText('You can only upload images with max of 5MB')).toBeVisible();
  await expect(fileInput).toHaveValue('');

  // A real 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const avatar = page.getByRole('img', { name: /avatar/ }).first();
  await expect(avatar).toHaveAttribute('src', /\/files\/avatars\//);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  await expect(page.getByText('Upload photo')).toHaveCount(0);
});
