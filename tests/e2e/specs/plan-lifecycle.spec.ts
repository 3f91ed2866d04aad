import { expect, test, type Page } from '@playwright/test';

import { createProject, createVerifiedAccount, signInWithToken, snapBothWidths } from '../support/helpers';

/** On the sandbox checkout: types a test card and pays (as billing.spec.ts does). */
async function payWithCard(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay / }).click();
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name: `${name} plan` });
const subscription = (page: Page) => page.getByRole('region', { name: /plan$/ });

const READ_ONLY = 'This project is read-only: your Air plan allows 1 project. Delete a project or upgrade to edit it.';

test('upgrade Air → Earth, cancel at period end, and at the period end the workspace is on Air with the extra projects read-only, nothing deleted', async ({
  browser,
  request,
}) => {
  // Two dialogs at two widths, a checkout and the test clock's billing cycle.
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, 'Lia', 'Lifecycle Labs');
  const auth = { authorization: `Bearer ${owner.token}` };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const first = await createProject(request, owner, 'Harbour site');

  await test.step('choosing Earth shows the price before paying, then the checkout takes 4242…', async () => {
    await signInWithToken(page, owner, '/dashboard/billing');
    await expect(subscription(page)).toContainText('Free, with nothing to pay.');
    await planCard(page, 'Earth').getByRole('button', { name: 'Choose Earth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Earth?' });
    await expect(dialog).toContainText('Due today');
    await expect(dialog).toContainText('$10.00');
    await snapBothWidths(page, 'plan-upgrade-confirm');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  });

  const second = await createProject(request, owner, 'Ferry tickets');
  const third = await createProject(request, owner, 'Lighthouse blog');

  await test.step('the panel says until when Earth is paid; Moon would be prorated', async () => {
    await page.goto('/dashboard/billing');
    await expect(subscription(page)).toContainText('Earth plan');
    await expect(subscription(page)).toContainText(/Paid until \d{1,2} \w{3} \d{4}\./);
    await planCard(page, 'Moon').getByRole('button', { name: 'Choose Moon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Moon?' });
    await expect(dialog).toContainText('Credit for unused Earth days');
    await expect(dialog).toContainText('Your period still ends on');
    await snapBothWidths(page, 'plan-prorated-confirm');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('cancelling says which projects become read-only, and that nothing is deleted', async () => {
    await subscription(page).getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the Earth plan?' });
    const readOnly = dialog.getByRole('region', { name: 'Projects that become read-only' });
    await expect(readOnly.getByRole('listitem')).toHaveText(['Ferry tickets', 'Lighthouse blog']);
    await expect(dialog).toContainText('Nothing is deleted');
    await snapBothWidths(page, 'plan-cancel-confirm');
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(dialog).toBeHidden();
    await expect(subscription(page)).toContainText(/Ends on \d{1,2} \w{3} \d{4} — moves to Air\./);
    await snapBothWidths(page, 'plan-ending');
  });

  await test.step('resume undoes it; cancelling again schedules it again', async () => {
    await subscription(page).getByRole('button', { name: 'Resume Earth' }).click();
    await expect(subscription(page)).toContainText(/Paid until /);
    await subscription(page).getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(subscription(page)).toContainText('moves to Air');
  });

  const newTask = (projectId: number) =>
    request.post('/api/tasks/create', {
      headers: auth,
      data: {
        title: 'Still here?',
        description: 'A task',
        priority: 'normal',
        status: 'todo',
        start_date: '2026-03-02',
        end_date: '2026-03-06',
        project_id: projectId,
      },
    });

  await test.step('until the period ends, every project is still writable', async () => {
    const created = await newTask(third.id);
    expect(created.status(), await created.text()).toBe(200);
  });

  await test.step('31 days on (the test clock), the workspace is on Air', async () => {
    const advanced = await request.post('/dev/billing/advance-clock', {
      data: { workspace: owner.workspace.slug, days: 31 },
    });
    expect(advanced.status(), await advanced.text()).toBe(200);
    await page.goto('/dashboard/billing');
    await expect(planCard(page, 'Air')).toContainText('Current plan');
    await expect(subscription(page)).toContainText('Air plan');
  });

  await test.step('the newer projects are read-only (banner, writes refused); reads work; nothing is deleted', async () => {
    await page.goto(`/dashboard/project/${third.u_id}`);
    await expect(page.getByText(READ_ONLY)).toBeVisible();
    await snapBothWidths(page, 'project-read-only');

    for (const project of [second, third]) {
      const refused = await newTask(project.id);
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(READ_ONLY);
    }

    await page.goto(`/dashboard/project/${first.u_id}`);
    await expect(page.getByRole('heading', { name: 'Harbour site' }).first()).toBeVisible();
    await expect(page.getByText(READ_ONLY)).toHaveCount(0);

    const all = await request.get(`/api/projects/all/${owner.workspace.slug}`, { headers: auth });
    const { projects } = (await all.json()) as { projects: { data: Array<{ name: string }> } };
    const names = projects.data.map((project) => project.name);
    expect(names.sort()).toEqual(['Ferry tickets', 'Harbour site', 'Lighthouse blog']);
  });

  await context.close();
});
