import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { git, withCredentials } from '../support/git-client';
import { collectConsoleErrors, createProject, createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

/*
 * Issue 11's journeys as a person makes them: an Aerie Git repository cloned and pushed to with real git and
 * a personal access token, then a GitHub repository imported through the fake GitHub the config starts.
 */

const COMMIT_MESSAGE = 'Add the flight plan';

async function openRepositories(page: Page, projectUid: string) {
  await page.goto(`/dashboard/project/${projectUid}/repository`);
  await expect(page.getByRole('heading', { name: 'Repositories', level: 2 })).toBeVisible();
}

test('an Aerie Git repository is cloned and pushed to with a personal access token, and a stranger is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createVerifiedAccount(request, 'Iris', 'Iris Aviation');
  const project = await createProject(request, owner, 'Flight plans', 'Routes and charts.');
  const repositoryName = `charts-${Date.now().toString(36)}`;
  const errors = collectConsoleErrors(page);
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));

  try {
    await signInWithToken(page, owner, '/dashboard');
    await openRepositories(page, project.u_id);

    await test.step('Add new repository → Create new Repository on Aerie Git: the card appears', async () => {
      await page.getByRole('button', { name: /Add new repository/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Add new repository' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Integrate now' })).toBeVisible();
      await shoot(page, 'add-modal-import-none');
      await dialog.getByRole('tab', { name: 'Create new Repository' }).click();
      await dialog.getByLabel('Repository name').fill(repositoryName);
      await expect(dialog.getByLabel('Where')).toHaveValue('aerie');
      await shoot(page, 'add-modal-create');
      await dialog.getByRole('button', { name: 'Create repository' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: repositoryName, level: 3 })).toBeVisible();
    });

    let httpUrl = '';
    await test.step('VIEW shows the http url to clone', async () => {
      await page.getByRole('button', { name: `View ${repositoryName}` }).click();
      const dialog = page.getByRole('dialog', { name: repositoryName });
      await expect(dialog).toBeVisible();
      httpUrl = (await dialog.locator('code').first().textContent()) ?? '';
      expect(httpUrl).toMatch(new RegExp(`^http://localhost:\\d+/git/.+/${repositoryName}\\.git$`));
      await shoot(page, 'view-dialog');
      await dialog
        .getByRole('region', { name: 'Project deploy key' })
        .evaluate((section) => section.scrollIntoView({ block: 'end' }));
      await shoot(page, 'view-dialog-deploy-key');
      // The dialog sends the person to their profile for a token.
      await dialog.getByRole('link', { name: 'Create one in your profile' }).click();
      await expect(page).toHaveURL(/\/dashboard\/profile#access-tokens$/);
    });

    let token = '';
    await test.step('Profile → Access tokens: a new token, its secret shown once', async () => {
      const section = page.getByRole('region', { name: 'Access tokens' });
      await section.getByLabel('Token name').fill('laptop');
      await section.getByRole('button', { name: 'Create token' }).click();
      const secret = section.getByText('Your new token “laptop”').locator('..').locator('code');
      await expect(secret).toBeVisible();
      token = ((await secret.textContent()) ?? '').trim();
      expect(token.length).toBeGreaterThan(20);
      await expect(section.getByRole('list', { name: 'Your access tokens' })).toContainText('laptop');
      await shoot(page, 'profile-access-tokens');
    });

    await test.step('real git: clone with e-mail and token, commit, push', async () => {
      const clone = await git(['clone', withCredentials(httpUrl, owner.email, token), 'work'], home, home);
      expect(clone.code, clone.stderr).toBe(0);
      const work = join(home, 'work');
      writeFileSync(join(work, 'plan.md'), '# Flight plan\n\nNorth along the coast.\n');
      expect((await git(['checkout', '-b', 'main'], work, home)).code).toBe(0);
      expect((await git(['add', 'plan.md'], work, home)).code).toBe(0);
      const commit = await git(['commit', '-m', COMMIT_MESSAGE], work, home);
      expect(commit.code, commit.stderr).toBe(0);
      const push = await git(['push', 'origin', 'main'], work, home);
      expect(push.code, push.stderr).toBe(0);
    });

    await test.step('the Commits tab lists the pushed commit on its branch', async () => {
      await openRepositories(page, project.u_id);
      await page.getByRole('tab', { name: 'Commits' }).click();
      await expect(page).toHaveURL(/\?tab=commits$/);
      const row = page.getByRole('listitem').filter({ hasText: COMMIT_MESSAGE });
      await expect(row).toBeVisible();
      await expect(row).toContainText('main');
      await expect(row).toContainText(repositoryName);
      await shoot(page, 'repository-commits');
      await page.getByRole('tab', { name: 'Repositories' }).click();
      await expect(page.getByRole('heading', { name: repositoryName, level: 3 })).toBeVisible();
      await shoot(page, 'repository-list');
    });

    await test.step('a stranger with a token of their own is refused (404)', async () => {
      const stranger = await createVerifiedAccount(request, 'Odo', 'Odo Freight');
      const created = await request.post('/api/user/tokens', {
        headers: { authorization: `Bearer ${stranger.token}` },
        data: { name: 'curious', expires_in_days: 30 },
      });
      expect(created.status()).toBe(200);
      const strangerToken = ((await created.json()) as { data: { token: string } }).data.token;
      const refused = await git(
        ['clone', withCredentials(httpUrl, stranger.email, strangerToken), 'theirs'],
        home,
        home,
      );
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/404|not found/i);
    });

    expect(errors).toEqual([]);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});

test('a GitHub repository is imported through the integration, and the integration removed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await createVerifiedAccount(request, 'Juno', 'Juno Weather');
  const project = await createProject(request, owner, 'Weather desk', 'Forecasts from the roof.');
  const errors = collectConsoleErrors(page);
  const github = () => page.getByTestId('integration-github');

  await signInWithToken(page, owner, '/dashboard');

  await test.step('Integrations → Add Integration on GitHub → authorized → back, connected', async () => {
    await page.getByRole('link', { name: 'Integrations' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/integrations$/);
    await expect(github()).toContainText('Not connected');
    await shoot(page, 'integrations-not-connected');
    await github()
      .getByRole('button', { name: /Add Integration/i })
      .click();
    // The fake authorizes at once and sends the browser back with the code and the state.
    await expect(
      page.getByRole('status').filter({ hasText: 'GitHub has been integrated successfully.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/integrations$/);
    await expect(github()).toContainText('Connected');
    await expect(github().getByRole('button', { name: /Remove Integration/i })).toBeVisible();
    await shoot(page, 'integrations-connected');
    await page.goto(`/dashboard/project/${project.u_id}/integrations`);
    await expect(page.getByTestId('integration-github')).toContainText('Connected');
    await shoot(page, 'project-integrations');
  });

  await test.step('Add new repository → Import Repository → GitHub → FetchRepo lists the repositories', async () => {
    await openRepositories(page, project.u_id);
    await page.getByRole('button', { name: /Add new repository/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new repository' });
    await expect(dialog.getByRole('tab', { name: 'Import Repository' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('link', { name: /GitHub/ })).toBeVisible();
    await shoot(page, 'add-modal-import-github');
    await dialog.getByRole('link', { name: /GitHub/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/repository/${project.u_id}/github$`));
    await expect(page.getByRole('heading', { name: 'weather-station' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'kite-designs' })).toBeVisible();
    await shoot(page, 'fetch-repo');
  });

  await test.step('Import: the notice, then the Repository route lists it', async () => {
    await page.getByRole('button', { name: 'Import weather-station' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Repository has been imported successfully.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.u_id}/repository$`), { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'weather-station', level: 3 })).toBeVisible();
    await shoot(page, 'repository-list-github');
  });

  await test.step('Remove Integration: GitHub is not connected again', async () => {
    await page.goto('/dashboard/integrations');
    await github()
      .getByRole('button', { name: /Remove Integration/i })
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: /Remove/ }).click();
    await expect(confirm).toBeHidden();
    await expect(github()).toContainText('Not connected');
  });

  expect(errors).toEqual([]);
});
