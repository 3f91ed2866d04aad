import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEPLOYMENT_MESSAGES, type RunSummary } from '@aerie/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { apiData, connectSshdAsServer } from '../support/server-api';
import { startSshd, type TestSshd } from '../../../apps/server/test/support/sshd';
import { git, withCredentials } from '../support/git-client';
import { collectConsoleErrors, createProject, createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

/*
 * Issue 13's "Done when" journey as a person clicks it: a real OpenSSH sshd on 127.0.0.1 is connected as a
 * server, an Aerie Git repository gets a small site pushed with real git, and a deployment of its main branch
 * to a fresh folder on that server is added in the UI. Variables and build commands are saved in their
 * editors; Deploy now shows the build output live while the run is still running, the secret only masked;
 * the files and a 0600 .env arrive on the server (in the release `current` links to: new deployments build
 * releases, issue 28). A push deploys by itself, and failing commands end a run
 * failed with their exit code. The server clones from the app's own git host over HTTP (APP_URL).
 */

let sshd: TestSshd;
test.beforeAll(async () => {
  sshd = await startSshd();
});
test.afterAll(async () => {
  await sshd?.stop();
});

type Owner = Awaited<ReturnType<typeof createVerifiedAccount>>;

/** Opens the deployment's row menu on the project's Deployments tab and picks an item. */
async function chooseRowAction(page: Page, projectUid: string, deployPath: string, item: string) {
  await page.goto(`/dashboard/project/${projectUid}/deployments`);
  await page.getByRole('button', { name: `Actions for main to ${deployPath}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Replaces the build commands in their editor and saves them. */
async function saveCommands(page: Page, projectUid: string, deployPath: string, commands: string, shot?: string) {
  await chooseRowAction(page, projectUid, deployPath, 'Build Commands');
  await expect(page.getByRole('heading', { name: /^Build commands/, level: 2 })).toBeVisible();
  const editor = page.getByLabel('Commands', { exact: true });
  // The first open creates the record as 'pwd' (docs/product.md § Build commands and variables).
  await expect(editor).not.toHaveValue('');
  await editor.fill(commands);
  await page.getByRole('button', { name: 'Save Commands' }).click();
  await expect(page.getByText(DEPLOYMENT_MESSAGES.commandsSaved)).toBeVisible();
  if (shot) await shoot(page, shot);
  await expect(editor).toHaveValue(commands);
}

test('a deployment pulls an Aerie Git branch onto a real server over SSH, live, on push, and fails visibly', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Dara', 'Dara Docks');
  const project = await createProject(request, owner, 'Harbour site', 'The harbour’s web site.');
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  const serverName = `Quay ${stamp}`;
  const repositoryName = `harbour-${stamp}`;
  const secret = randomBytes(18).toString('hex');
  // A folder that does not exist yet in the sshd user's home: the first run clones into it.
  const deployPath = `${sshd.home}/aerie-e2e-${stamp}${randomBytes(3).toString('hex')}`;
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));
  // A new deployment builds releases (issue 28): the live files are those `current` links to.
  const live = join(deployPath, 'current');

  try {
    await test.step('setup through the API: a repository with a small site pushed', async () => {
      const repository = await apiData<{ http_url: string }>(
        request,
        owner,
        'post',
        `/api/projects/repositories/${owner.workspace.slug}/create`,
        { name: repositoryName, description: 'The site', private: true, project_id: project.u_id, platform: 'aerie' },
      );
      const { token } = await apiData<{ token: string }>(request, owner, 'post', '/api/user/tokens', {
        name: 'laptop',
      });
      const clone = await git(['clone', withCredentials(repository.http_url, owner.email, token), 'work'], home, home);
      expect(clone.code, clone.stderr).toBe(0);
      const work = join(home, 'work');
      writeFileSync(join(work, 'index.html'), '<!doctype html><title>Harbour</title><h1>Welcome aboard</h1>\n');
      writeFileSync(join(work, 'package.json'), '{ "name": "harbour-site", "version": "1.0.0" }\n');
      expect((await git(['checkout', '-b', 'main'], work, home)).code).toBe(0);
      expect((await git(['add', '.'], work, home)).code).toBe(0);
      expect((await git(['commit', '-m', 'The harbour site'], work, home)).code).toBe(0);
      const push = await git(['push', 'origin', 'main'], work, home);
      expect(push.code, push.stderr).toBe(0);
    });

    await test.step('the workspace moves to Earth (Air connects no own server and deploys nothing on push), paid with 4242…', async () => {
      await signInWithToken(page, owner, '/dashboard/billing');
      await page.getByRole('article', { name: 'Earth plan' }).getByRole('button', { name: 'Choose Earth' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    });

    await test.step('on Earth, the sshd is connected as the workspace’s own server (Air cannot)', async () => {
      await connectSshdAsServer(request, owner, sshd, { name: serverName, projectUid: project.u_id });
    });

    await test.step('Deployments tab → Add Deployment: the dialog closes by itself and the row appears', async () => {
      await page.goto(`/dashboard/project/${project.u_id}/repository`);
      await page.getByRole('link', { name: 'Deployments', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Deployments', level: 2 })).toBeVisible();
      await expect(page.getByText(DEPLOYMENT_MESSAGES.empty)).toBeVisible();
      await page.getByRole('button', { name: 'Add Deployment' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Deployment' });
      await expect(dialog).toBeVisible();
      const add = dialog.getByRole('button', { name: 'Add Deployment' });
      await expect(add).toBeDisabled();
      await dialog.getByLabel('Repository', { exact: true }).selectOption({ label: `${repositoryName} (Aerie Git)` });
      await dialog.getByLabel('Server', { exact: true }).selectOption({ label: `${serverName} (${sshd.host})` });
      await expect(dialog.getByLabel('Branch', { exact: true })).toHaveValue('main');
      await dialog.getByLabel('Deploy path').fill(deployPath);
      await dialog.getByLabel('Deploy on every push to this branch').check();
      await expect(add).toBeEnabled();
      await shoot(page, 'deployments-add-modal');
      await add.click();
      await expect(dialog.getByText(DEPLOYMENT_MESSAGES.created)).toBeVisible();
      // docs/product.md § Creating a deployment: the dialog closes by itself about a second later.
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: deployPath });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(serverName);
      await expect(row).toContainText(repositoryName);
      // The first run (trigger create) clones the site as the first release; the list links its status.
      await expect(row.getByRole('link', { name: 'Last run: succeeded' })).toBeVisible({ timeout: 60_000 });
      expect(readFileSync(join(live, 'index.html'), 'utf8')).toContain('Welcome aboard');
      await shoot(page, 'deployments-list');
    });

    await test.step('Environment Variables: a secret and a greeting saved', async () => {
      await chooseRowAction(page, project.u_id, deployPath, 'Environment Variables');
      await expect(page.getByRole('heading', { name: 'Environment variables', level: 2 })).toBeVisible();
      const editor = page.getByLabel('Variables', { exact: true });
      await expect(editor).toHaveValue('');
      await editor.fill(`# Used by the build\nSECRET_TOKEN=${secret}\nGREETING=hello\n`);
      await page.getByRole('button', { name: 'Save configs' }).click();
      await expect(page.getByText(DEPLOYMENT_MESSAGES.variablesSaved)).toBeVisible();
      await shoot(page, 'deployments-variables');
    });

    await test.step('Build Commands: commands that print slowly and echo the secret', async () => {
      await saveCommands(
        page,
        project.u_id,
        deployPath,
        [
          'echo building',
          'sleep 1',
          'echo "token is $SECRET_TOKEN and greeting is $GREETING"',
          'ls',
          'cat package.json',
          // The timer is the point: the run is still running while the lines above are on the page.
          'sleep 4',
          'echo build finished',
        ].join('\n'),
        'deployments-commands',
      );
    });

    let runId = 0;
    await test.step('Deploy now → the run page shows the output live, then succeeded, the secret masked', async () => {
      // Issue 28: Deploy now opens the new run's page itself.
      await chooseRowAction(page, project.u_id, deployPath, 'Deploy now');
      await expect(page).toHaveURL(/\/runs\/\d+$/);
      runId = Number(page.url().split('/').pop());
      const log = page.getByRole('log', { name: 'Run log' });
      const status = page.locator('h2#run-heading + *');
      // Every variable's value is masked in the log, not only the ones that look secret.
      const masked = DEPLOYMENT_MESSAGES.masked;
      await expect(log).toContainText(`token is ${masked} and greeting is ${masked}`, { timeout: 60_000 });
      // Live: the first lines are here while the run still runs, before its last line exists.
      await expect(status).toHaveText('running');
      await expect(log).not.toContainText('build finished');
      await expect(log).toContainText('harbour-site');
      // The fetched commit shows among the run's facts while it still runs.
      await expect(page.locator('dl')).toContainText(/Commit[0-9a-f]{7}/);
      await shoot(page, 'deployments-run-live');
      await expect(status).toHaveText('succeeded', { timeout: 60_000 });
      await expect(log).toContainText('build finished');
      expect(await page.content()).not.toContain(secret);
      const detail = await request.get(`/api/deployment-runs/${runId}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(detail.status()).toBe(200);
      const body = await detail.text();
      expect(body).toContain('token is ********');
      expect(body).not.toContain(secret);
    });

    await test.step('the files and a 0600 .env with the variables are in the live release', async () => {
      expect(readFileSync(join(live, 'package.json'), 'utf8')).toContain('harbour-site');
      const envFile = join(live, '.env');
      // Values single-quoted: the build sources the file, and a value must never run as a command.
      expect(readFileSync(envFile, 'utf8')).toBe(`SECRET_TOKEN='${secret}'\nGREETING='hello'\n`);
      expect(statSync(envFile).mode & 0o777).toBe(0o600);
    });

    await test.step('a push to main deploys by itself: about.html arrives', async () => {
      const work = join(home, 'work');
      writeFileSync(join(work, 'about.html'), '<!doctype html><title>About</title><p>Moored since 1902.</p>\n');
      expect((await git(['add', 'about.html'], work, home)).code).toBe(0);
      expect((await git(['commit', '-m', 'About the harbour'], work, home)).code).toBe(0);
      const push = await git(['push', 'origin', 'main'], work, home);
      expect(push.code, push.stderr).toBe(0);
      const slug = await deploymentSlug(request, owner, project.u_id);
      const pushRuns = async () =>
        (await apiData<{ data: RunSummary[] }>(request, owner, 'get', `/api/deployments/${slug}/runs`)).data.filter(
          (run) => run.trigger === 'push',
        );
      await expect.poll(async () => (await pushRuns())[0]?.status, { timeout: 60_000 }).toBe('succeeded');
      expect(existsSync(join(live, 'about.html'))).toBe(true);
      expect(readFileSync(join(live, 'about.html'), 'utf8')).toContain('Moored since 1902.');
    });

    await test.step('failing commands → Deploy now from the runs list → failed with its output and exit 3', async () => {
      await saveCommands(page, project.u_id, deployPath, 'echo about to fail\nexit 3\necho never printed');
      await chooseRowAction(page, project.u_id, deployPath, 'Runs');
      await expect(page.getByRole('heading', { name: /Runs/, level: 2 })).toBeVisible();
      const rows = page.getByRole('row');
      await expect(rows.filter({ hasText: 'Push' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'First deploy' })).toHaveCount(1);
      await shoot(page, 'deployments-runs');
      await page.getByRole('button', { name: 'Deploy now' }).click();
      await expect(page).toHaveURL(/\/runs\/\d+$/);
      const status = page.locator('h2#run-heading + *');
      await expect(status).toHaveText('failed', { timeout: 60_000 });
      const log = page.getByRole('log', { name: 'Run log' });
      await expect(log).toContainText('about to fail');
      await expect(log).not.toContainText('never printed');
      // The reason names the failing command and its exit code once; each command is headed in the log.
      await expect(page.getByText('`exit 3` failed with exit code 3.', { exact: true })).toBeVisible();
      await expect(log).toContainText('$ echo about to fail');
      await shoot(page, 'deployments-run-failed');
    });

    expect(errors).toEqual([]);
  } finally {
    rmSync(home, { recursive: true, force: true });
    rmSync(deployPath, { recursive: true, force: true });
  }
});

/** The slug of the project's only deployment, as the API lists it. */
async function deploymentSlug(request: APIRequestContext, owner: Owner, projectUid: string): Promise<string> {
  const reply = await request.get(`/api/projects/${projectUid}/deployments`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { data: { data: Array<{ slug: string }> } };
  const list = body.data.data;
  return list[0]!.slug;
}
