import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { apiData, connectSshdAsServer } from '../support/server-api';
import { startSshd, type TestSshd } from '../../../apps/server/test/support/sshd';
import { git, withCredentials } from '../support/git-client';
import {
  buyPlan,
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  signInWithToken,
} from '../support/helpers';

/*
 * Issue 27's "Done when" for task keys, as a person sees it: a push to Aerie Git whose message says
 * `fixes AER-1` moves the card to Done and the card shows the commit; after a deploy of that commit onto a
 * real sshd, the card shows the run that shipped it ("Live on … since run #N").
 */

let sshd: TestSshd;
test.beforeAll(async () => {
  sshd = await startSshd();
});
test.afterAll(async () => {
  await sshd?.stop();
});

test('a push that says "fixes AER-1" moves the card to Done and shows the commit, then the run that shipped it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));
  const stamp = Date.now().toString(36);
  const repositoryName = `shop-${stamp}`;
  const serverName = `Counter ${stamp}`;
  const deployPath = `${sshd.home}/aerie-e2e-keys-${stamp}`;
  const owner = await createVerifiedAccount(request, 'Kai', 'Kai Keys');
  await buyPlan(request, owner, 'earth');
  const project = await createProject(request, owner, 'Aerie shop', 'The shop’s web site.');
  const errors = collectConsoleErrors(page);

  try {
    const task = await apiData<{ id: number; key: string }>(request, owner, 'post', '/api/tasks/create', {
      title: 'Fix the cart total',
      description: 'It forgets the shipping.',
      priority: 'important',
      status: 'in_progress',
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      project_id: project.id,
    });
    expect(task.key).toBe('AER-1');

    const repository = await apiData<{ id: number; http_url: string }>(
      request,
      owner,
      'post',
      `/api/projects/repositories/${owner.workspace.slug}/create`,
      { name: repositoryName, description: 'The shop', private: true, project_id: project.u_id, platform: 'aerie' },
    );
    await test.step('a push to main whose message says "fixes AER-1"', async () => {
      const { token } = await apiData<{ token: string }>(request, owner, 'post', '/api/user/tokens', {
        name: 'laptop',
      });
      const clone = await git(['clone', withCredentials(repository.http_url, owner.email, token), 'work'], home, home);
      expect(clone.code, clone.stderr).toBe(0);
      const work = join(home, 'work');
      writeFileSync(join(work, 'index.html'), '<!doctype html><title>Shop</title><h1>Cart</h1>\n');
      expect((await git(['checkout', '-b', 'main'], work, home)).code).toBe(0);
      expect((await git(['add', '.'], work, home)).code).toBe(0);
      expect(
        (await git(['commit', '-m', 'Count shipping in the cart total', '-m', 'fixes AER-1'], work, home)).code,
      ).toBe(0);
      const push = await git(['push', 'origin', 'main'], work, home);
      expect(push.code, push.stderr).toBe(0);
    });

    await test.step('the board: the card is in Done with its key, and its detail shows the commit', async () => {
      await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/workflow`);
      const done = page.getByRole('list', { name: 'Done tasks' });
      const card = done.getByRole('article').filter({ hasText: 'Fix the cart total' });
      await expect(async () => {
        await page.reload();
        await expect(card).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(card).toContainText('AER-1');
      await card.getByRole('button', { name: 'Fix the cart total', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Fix the cart total' });
      await expect(dialog.getByRole('heading', { name: 'Commits' })).toBeVisible();
      await expect(dialog).toContainText('Count shipping in the cart total');
      await expect(dialog).toContainText('closed this task');
      await page.keyboard.press('Escape');
    });

    await test.step('a deployment of main onto a real server ships the commit; the card shows the run', async () => {
      const server = await connectSshdAsServer(request, owner, sshd, { name: serverName, projectUid: project.u_id });
      const deployment = await apiData<{ slug: string }>(request, owner, 'post', '/api/deployments/create', {
        server_id: server.id,
        repo_id: repository.id,
        branch: 'main',
        deploy_path: deployPath,
        project_id: project.u_id,
      });
      let runId = 0;
      await expect
        .poll(
          async () => {
            const runs = await apiData<{ data: Array<{ id: number; status: string }> }>(
              request,
              owner,
              'get',
              `/api/deployments/${deployment.slug}/runs`,
            );
            runId = runs.data[0]?.id ?? 0;
            return runs.data[0]?.status;
          },
          { timeout: 60_000 },
        )
        .toBe('succeeded');

      await page.reload();
      await page
        .getByRole('list', { name: 'Done tasks' })
        .getByRole('button', { name: 'Fix the cart total', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Fix the cart total' });
      const shipped = dialog.getByRole('link', { name: `Live on ${serverName} since run #${runId}` });
      await expect(shipped).toBeVisible();
      await shipped.click();
      await expect(page).toHaveURL(new RegExp(`/runs/${runId}$`));
    });
    expect(errors).toEqual([]);
  } finally {
    rmSync(home, { recursive: true, force: true });
    rmSync(deployPath, { recursive: true, force: true });
  }
});
