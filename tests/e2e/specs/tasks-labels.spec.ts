import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  signInWithToken,
  snapBothWidths,
} from '../support/helpers';

/** A card by its title. */
function card(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

/** Every card title on the board, in board order. */
function cardTitles(page: Page): Promise<string[]> {
  return page.locator('article h4').allTextContents();
}

async function createTaskThroughApi(request: APIRequestContext, token: string, projectId: number, title: string) {
  const reply = await request.post('/api/tasks/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, priority: 'normal', start_date: '2030-03-02', end_date: '2030-03-06', project_id: projectId },
  });
  expect(reply.status()).toBe(200);
}

/** Adds a label in the open "Manage labels" dialog. */
async function addLabel(dialog: Locator, name: string, colour: string) {
  const form = dialog.getByRole('form', { name: 'New label' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Colour').selectOption({ label: colour });
  await form.getByRole('button', { name: 'Add label' }).click();
  await expect(dialog.getByRole('status')).toContainText('Label created.');
  await expect(dialog.getByRole('list', { name: 'Labels' })).toContainText(name);
}

/** Opens a card, ticks labels in its picker (by keyboard for the first), and closes it. */
async function labelCard(page: Page, title: string, labels: string[]) {
  await card(page, title).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const picker = dialog.getByRole('group', { name: 'Labels' });
  for (const [index, label] of labels.entries()) {
    const box = picker.getByRole('checkbox', { name: label });
    if (index === 0) {
      await box.focus();
      await page.keyboard.press('Space');
    } else {
      await box.check();
    }
    await expect(box).toBeChecked();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('labels sort the board: create two, put them on cards, filter by one', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const owner = await createVerifiedAccount(request, 'Lena', 'Labels Co');
  const project = await createProject(request, owner, 'Label Launch');
  for (const title of ['Fix checkout bug', 'Write launch post', 'Tidy the footer'])
    await createTaskThroughApi(request, owner.token, project.id, title);

  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/workflow`);
  await expect(card(page, 'Tidy the footer')).toBeVisible();

  await test.step('two labels are made in "Manage labels"; a duplicate name is refused beside its field', async () => {
    await page.getByRole('button', { name: 'Manage labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage labels' });
    await addLabel(dialog, 'Bug', 'Red');
    await addLabel(dialog, 'Design', 'Purple');
    const form = dialog.getByRole('form', { name: 'New label' });
    await form.getByLabel('Name').fill('bug');
    await form.getByRole('button', { name: 'Add label' }).click();
    await expect(form.getByText('A label with this name already exists in this project')).toBeVisible();
    await snapBothWidths(page, 'tasks-labels-manage');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('labels go on cards from the task’s picker, and show as chips with their names', async () => {
    await labelCard(page, 'Fix checkout bug', ['Bug']);
    await labelCard(page, 'Tidy the footer', ['Bug', 'Design']);
    await labelCard(page, 'Write launch post', ['Design']);
    await expect(card(page, 'Fix checkout bug').getByRole('list', { name: 'Labels' })).toHaveText('Bug');
    await expect(card(page, 'Tidy the footer').getByRole('list', { name: 'Labels' })).toContainText(
      ['Bug', 'Design'].join(''),
    );
  });

  await test.step('filtering by one label shows only its cards; clearing shows them all again', async () => {
    await page.getByRole('button', { name: 'All labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Bug' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining(['Fix checkout bug', 'Tidy the footer']));
    await expect(card(page, 'Write launch post')).toHaveCount(0);
    expect((await cardTitles(page)).length).toBe(2);
    await snapBothWidths(page, 'tasks-labels-filtered');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(3);
  });

  await test.step('a label is renamed on every card, and a deleted one leaves them all', async () => {
    await page.getByRole('button', { name: 'Manage labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage labels' });
    await dialog.getByRole('button', { name: 'Edit Design' }).click();
    const edit = dialog.getByRole('form', { name: 'Edit label Design' });
    await edit.getByLabel('Name').fill('UX');
    await edit.getByLabel('Colour').selectOption({ label: 'Pink' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toContainText('Label updated.');
    await dialog.getByRole('button', { name: 'Delete Bug' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the label "Bug"?' });
    await confirm.getByRole('button', { name: 'Delete label' }).click();
    await expect(dialog.getByRole('status')).toContainText('Label deleted.');
    await expect(dialog.getByRole('list', { name: 'Labels' })).toHaveText(/^UX/);
    await page.keyboard.press('Escape');
    await expect(card(page, 'Tidy the footer').getByRole('list', { name: 'Labels' })).toHaveText('UX');
    await expect(card(page, 'Fix checkout bug').getByRole('list', { name: 'Labels' })).toHaveCount(0);
  });

  // The refused duplicate name is the one failed call the browser reports.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});
