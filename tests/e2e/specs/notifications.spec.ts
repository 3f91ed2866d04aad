import { expect, test } from '@playwright/test';

import {
  collectConsoleErrors,
  createProject,
  createTeammate,
  createVerifiedAccount,
  signInWithToken,
  snapBothWidths,
} from '../support/helpers';

/*
 * Issue 26 §3, Done when: B is assigned a task by A in Chromium; B's bell count rises without a reload and
 * B gets the e-mail (the development inbox).
 */
test('an assignment reaches the assignee: the bell rises live and the e-mail arrives', async ({
  page,
  browser,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const owner = await createVerifiedAccount(request, 'Ava', 'Bellwether Co');
  const project = await createProject(request, owner, 'Bell Launch', 'Where the bell rings.');
  const colleague = await createTeammate(request, owner, 'Bram', project.id);
  const auth = { authorization: `Bearer ${owner.token}` };
  const task = await request.post('/api/tasks/create', {
    headers: auth,
    data: {
      title: 'Write the launch post',
      description: 'For the bell',
      priority: 'normal',
      status: 'todo',
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      project_id: project.id,
    },
  });
  expect(task.status(), await task.text()).toBe(200);

  // B's own browser, open on the dashboard before anything happens.
  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleaguePage = await colleagueContext.newPage();
  const colleagueErrors = collectConsoleErrors(colleaguePage);
  await signInWithToken(colleaguePage, colleague, '/dashboard');
  const bell = colleaguePage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await test.step('A assigns the task to B on the board', async () => {
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/workflow`);
    await page.getByRole('button', { name: 'Write the launch post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Write the launch post' });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(colleague.name) }).check();
    await dialog.getByRole('button', { name: 'Assign selected' }).click();
    await expect(dialog.getByText(colleague.email)).toBeVisible();
  });

  await test.step("B's bell rises without a reload", async () => {
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(colleaguePage.getByTestId('unread-badge')).toHaveText('1');
  });

  await test.step('B gets the e-mail, with a one-click unsubscribe link', async () => {
    await expect
      .poll(async () => {
        const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{
          to: string;
          subject: string;
          headers: Record<string, string> | null;
        }>;
        const mail = inbox.find((item) => item.to === colleague.email && item.subject.startsWith('You were assigned'));
        return mail && { subject: mail.subject, oneClick: mail.headers?.['List-Unsubscribe-Post'] };
      })
      .toEqual({
        subject: 'You were assigned “Write the launch post” · Bell Launch',
        oneClick: 'List-Unsubscribe=One-Click',
      });
  });

  await test.step('B opens the notification: it leads to the board and is read', async () => {
    await bell.click();
    const item = colleaguePage.getByRole('menuitem', { name: 'Unread: You were assigned “Write the launch post”' });
    await expect(item).toBeVisible();
    await snapBothWidths(colleaguePage, 'notification-panel');
    await colleaguePage.keyboard.press('Escape');
    await bell.click();
    await item.click();
    await expect(colleaguePage).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/workflow$`));
    await expect(bell).toHaveAccessibleName('Notifications');
  });

  await test.step("B's e-mail settings in the profile", async () => {
    await colleaguePage.goto('/dashboard/profile#notifications');
    const setting = colleaguePage.getByLabel('You are assigned a task');
    await expect(setting).toHaveValue('immediate');
    await setting.selectOption('daily');
    await expect(colleaguePage.getByText('Notification settings saved.')).toBeVisible();
    await colleaguePage.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
    await snapBothWidths(colleaguePage, 'notification-settings');
  });

  expect(errors).toEqual([]);
  expect(colleagueErrors).toEqual([]);
  await colleagueContext.close();
});
