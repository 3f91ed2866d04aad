import { expect, test } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createTeammate,
  createVerifiedAccount,
  signInWithToken,
} from '../support/helpers';

/*
 * Issue 27, Done when: A comments on a task mentioning B; B's bell count rises without a reload and B gets
 * the e-mail; B replies; both comments show in the thread.
 */
test('a comment that mentions B reaches B live and by e-mail, and B replies in the thread', async ({
  page,
  browser,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const owner = await createVerifiedAccount(request, 'Ada', 'Thread Co');
  const project = await createProject(request, owner, 'Thread Launch', 'Where cards talk.');
  const colleague = await createTeammate(request, owner, 'Bo', project.id);
  const created = await request.post('/api/tasks/create', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: 'Draft the release',
      description: 'Notes for the launch',
      priority: 'normal',
      status: 'todo',
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      project_id: project.id,
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleaguePage = await colleagueContext.newPage();
  const colleagueErrors = collectConsoleErrors(colleaguePage);
  await signInWithToken(colleaguePage, colleague, `/dashboard/project/${project.u_id}/workflow`);
  const bell = colleaguePage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await test.step('A comments on the task, mentioning B through the @ list', async () => {
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/workflow`);
    await page.getByRole('button', { name: 'Draft the release', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft the release' });
    const box = dialog.getByRole('combobox', { name: 'Comment' });
    await box.fill('Can you check this, ');
    await box.pressSequentially(`@${colleague.name.split(' ')[0]!.slice(0, 2)}`);
    await expect(dialog.getByRole('option', { name: colleague.name })).toBeVisible();
    await box.press('Enter');
    await box.pressSequentially('**today**?');
    await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(dialog.locator('.comment-body').getByText(`@${colleague.name}`)).toBeVisible();
    await expect(dialog.locator('.comment-body strong')).toHaveText('today');
  });

  await test.step("B's bell rises without a reload", async () => {
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  });

  await test.step('B gets the e-mail', async () => {
    await expect
      .poll(async () => {
        const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{ to: string; subject: string }>;
        return inbox.find((item) => item.to === colleague.email && item.subject.startsWith('You were mentioned'))
          ?.subject;
      })
      .toBe('You were mentioned in a comment on “Draft the release” · Thread Launch');
  });

  await test.step('B replies; both comments show in the thread', async () => {
    await colleaguePage.reload();
    await colleaguePage.getByRole('button', { name: 'Draft the release', exact: true }).click();
    const dialog = colleaguePage.getByRole('dialog', { name: 'Draft the release' });
    await dialog.getByRole('combobox', { name: 'Comment' }).fill('Checked: looks good.');
    await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(dialog.locator('.comment-body')).toHaveCount(2);
    await expect(dialog.getByText('Checked: looks good.')).toBeVisible();
    await expect(dialog.getByText(/created the task “Draft the release”/)).toBeVisible();
  });

  expect(errors).toEqual([]);
  expect(colleagueErrors).toEqual([]);
  await colleagueContext.close();
});
