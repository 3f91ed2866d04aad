import { mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEPLOYMENT_MESSAGES, RELEASE_SETTINGS_SAVED } from '@aerie/contract';
import { expect, test, type Page } from '@playwright/test';

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
import {
  healthUrl,
  RELEASE_APP_BUILD,
  RELEASE_APP_SHARED,
  releaseAppFiles,
  restartCommand,
  stopReleaseApp,
} from '../support/release-app';
import { shoot } from '../support/shots';

/*
 * Issue 28's first "Done when" as a person clicks it: a small Node web app (tests/e2e/support/release-app.ts)
 * on a real OpenSSH sshd, deployed with releases as release 1 → release 2 → release 3, whose health check
 * fails, so Aerie switches back and the app still answers release 2 → Roll back to release 1 from the runs
 * list → it answers release 1 within seconds. The restart command really starts a new server for every
 * switch; a front process forwards to whichever is live. All the while a request loop (one request every
 * 20 ms) records every answer: not one may fail, each names one release, and the releases answered change
 * only at the switches — 1, then 2, then 1 — release 3 never.
 */

let sshd: TestSshd;
test.beforeAll(async () => {
  sshd = await startSshd();
});
test.afterAll(async () => {
  await sshd?.stop();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  at: number;
  status: number | null;
  body: string;
}

/** One GET on a connection of its own; a refused or reset connection or a timeout is an answer with no status. */
function getOnce(port: number): Promise<Answer> {
  const at = Date.now();
  return new Promise((resolve) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false, timeout: 3_000 }, (reply) => {
      let body = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (body += chunk));
      reply.on('end', () => resolve({ at, status: reply.statusCode ?? null, body: body.trim() }));
      reply.on('error', (error) => resolve({ at, status: null, body: error.message }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 3 s')));
    outgoing.on('error', (error) => resolve({ at, status: null, body: error.message }));
    outgoing.end();
  });
}

/** A request every 20 ms (bounded: at most `limit`) until stopped; every answer kept in order. */
function startRequestLoop(port: number, limit = 30_000) {
  const answers: Answer[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped && answers.length < limit) {
      const started = Date.now();
      answers.push(await getOnce(port));
      // eslint-disable-next-line aerie/no-long-sleep -- at most 20 ms: the loop's pace
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - (Date.now() - started))));
    }
  })();
  return {
    answers,
    /** The first answer from `since` on that names `release`, or undefined. */
    firstAnswer: (release: string, since: number) =>
      answers.find((answer) => answer.at >= since && answer.body === release),
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Opens the deployment's row menu on the project's Deployments tab and picks an item. */
async function chooseRowAction(page: Page, projectUid: string, deployPath: string, item: string) {
  await page.goto(`/dashboard/project/${projectUid}/deployments`);
  await page.getByRole('button', { name: `Actions for main to ${deployPath}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Deploy now from the row menu; the run's page opens and the run ends `status`. Answers the run's id. */
async function deployNow(page: Page, projectUid: string, deployPath: string, status: 'succeeded' | 'failed') {
  await chooseRowAction(page, projectUid, deployPath, 'Deploy now');
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  await expect(page.locator('h2#run-heading + *')).toHaveText(status, { timeout: 90_000 });
  return Number(page.url().split('/').pop());
}

test('releases: deploys switch without a failed request, a broken release switches back, Roll back takes seconds', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const owner = await createVerifiedAccount(request, 'Rhea', 'Rhea Releases');
  await buyPlan(request, owner, 'earth');
  const project = await createProject(request, owner, 'Tide tables', 'The tide tables app.');
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  const serverName = `Berth ${stamp}`;
  const repositoryName = `tides-${stamp}`;
  const deployPath = `${sshd.home}/aerie-e2e-releases-${stamp}`;
  const frontPort = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));
  const work = join(home, 'work');
  let loop: ReturnType<typeof startRequestLoop> | null = null;

  /** Commits the app at `version` and pushes it to main. */
  const pushVersion = async (version: number, broken = false) => {
    for (const [file, content] of Object.entries(releaseAppFiles(version, broken))) {
      if (content !== null) writeFileSync(join(work, file), content);
      else rmSync(join(work, file), { force: true });
    }
    for (const args of [
      ['add', '-A'],
      ['commit', '-m', `Release ${version}`],
      ['push', 'origin', 'main'],
    ]) {
      const result = await git(args, work, home);
      expect(result.code, result.stderr).toBe(0);
    }
  };
  const answersNow = async () => (await getOnce(frontPort)).body;
  const live = () => readlinkSync(join(deployPath, 'current'));

  try {
    await test.step('setup through the API: the app pushed as release 1, the sshd connected on Earth', async () => {
      const repository = await apiData<{ http_url: string }>(
        request,
        owner,
        'post',
        `/api/projects/repositories/${owner.workspace.slug}/create`,
        {
          name: repositoryName,
          description: 'Tide tables',
          private: true,
          project_id: project.u_id,
          platform: 'aerie',
        },
      );
      const { token } = await apiData<{ token: string }>(request, owner, 'post', '/api/user/tokens', {
        name: 'laptop',
      });
      const clone = await git(['clone', withCredentials(repository.http_url, owner.email, token), 'work'], home, home);
      expect(clone.code, clone.stderr).toBe(0);
      expect((await git(['checkout', '-b', 'main'], work, home)).code).toBe(0);
      await pushVersion(1);
      await connectSshdAsServer(request, owner, sshd, { name: serverName, projectUid: project.u_id });
    });

    await test.step('Add Deployment: its first run builds a release (nothing restarts the app yet)', async () => {
      await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/deployments`);
      await page.getByRole('button', { name: 'Add Deployment' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Deployment' });
      await dialog.getByLabel('Repository', { exact: true }).selectOption({ label: `${repositoryName} (Aerie Git)` });
      await dialog.getByLabel('Server', { exact: true }).selectOption({ label: `${serverName} (${sshd.host})` });
      await dialog.getByLabel('Deploy path').fill(deployPath);
      await dialog.getByRole('button', { name: 'Add Deployment' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: deployPath });
      await expect(row.getByRole('link', { name: 'Last run: succeeded' })).toBeVisible({ timeout: 90_000 });
      // A new deployment builds releases: the checkout is under releases/, current links to it.
      expect(live()).toMatch(/^releases\/\d+-[0-9a-f]{7}$/);
    });

    await test.step('Build Commands: the build names its release', async () => {
      await chooseRowAction(page, project.u_id, deployPath, 'Build Commands');
      const editor = page.getByLabel('Commands', { exact: true });
      await expect(editor).not.toHaveValue('');
      await editor.fill(RELEASE_APP_BUILD);
      await page.getByRole('button', { name: 'Save Commands' }).click();
      await expect(page.getByText(DEPLOYMENT_MESSAGES.commandsSaved)).toBeVisible();
    });

    await test.step('Release settings: a shared path, the restart command and a health check URL', async () => {
      await chooseRowAction(page, project.u_id, deployPath, 'Release settings');
      const dialog = page.getByRole('dialog', { name: 'Release settings' });
      await expect(dialog.getByLabel('How it deploys')).toHaveValue('releases');
      await dialog.getByLabel('Shared paths').fill(RELEASE_APP_SHARED);
      await dialog.getByLabel('Restart command (optional)').fill(restartCommand(frontPort));
      await dialog.getByLabel('Health check', { exact: true }).selectOption('url');
      await dialog.getByLabel('Health check URL').fill(healthUrl(frontPort));
      await dialog.getByLabel('Timeout per attempt (seconds)').fill('2');
      await dialog.getByLabel('Keep retrying for (seconds)').fill('4');
      await shoot(page, 'releases-settings');
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await expect(dialog.getByText(RELEASE_SETTINGS_SAVED)).toBeVisible();
    });

    let releaseOneRun = 0;
    await test.step('Deploy now → release 1 is live, started by the restart command; the request loop starts', async () => {
      releaseOneRun = await deployNow(page, project.u_id, deployPath, 'succeeded');
      const log = page.getByRole('log', { name: 'Run log' });
      await expect(log).toContainText('release 1 started on port');
      await expect(log).toContainText('Health check passed.');
      expect(await answersNow()).toBe('release 1');
      loop = startRequestLoop(frontPort);
    });

    await test.step('a push and Deploy now → release 2', async () => {
      await pushVersion(2);
      await deployNow(page, project.u_id, deployPath, 'succeeded');
      await expect.poll(answersNow, { timeout: 10_000 }).toBe('release 2');
    });

    let releaseTwo = '';
    await test.step('release 3 fails its health check → Aerie switches back; the app still answers release 2', async () => {
      releaseTwo = live();
      await pushVersion(3, true);
      await deployNow(page, project.u_id, deployPath, 'failed');
      const log = page.getByRole('log', { name: 'Run log' });
      await expect(log).toContainText('HTTP 500');
      await expect(log).toContainText('Running the restart command again…');
      await expect(
        page.getByText(/^Health check failed \(HTTP 500, after \d+ attempts\); switched back to release/),
      ).toBeVisible();
      await shoot(page, 'releases-run-switched-back');
      expect(live()).toBe(releaseTwo);
      expect(await answersNow()).toBe('release 2');
    });

    await test.step('the runs list shows each run’s release; Roll back to release 1 answers within seconds', async () => {
      await chooseRowAction(page, project.u_id, deployPath, 'Runs');
      const rows = page.getByRole('row');
      await expect(rows.filter({ hasText: 'rolled back' })).toHaveCount(1);
      await shoot(page, 'releases-runs');
      await page.getByRole('button', { name: `Roll back to run #${releaseOneRun}` }).click();
      const confirm = page.getByRole('dialog', { name: `Roll back to run #${releaseOneRun}?` });
      await expect(confirm).toBeVisible();
      const clickedAt = Date.now();
      await confirm.getByRole('button', { name: 'Roll back' }).click();
      await expect(page).toHaveURL(/\/runs\/\d+$/);
      await expect.poll(answersNow, { timeout: 15_000 }).toBe('release 1');
      // The loop's request in flight when the poll saw release 1 may have started before the switch: wait for its next.
      await expect
        .poll(() => loop!.firstAnswer('release 1', clickedAt), { message: 'the loop saw release 1 after Roll back' })
        .toBeDefined();
      const answered = loop!.firstAnswer('release 1', clickedAt);
      const seconds = (answered!.at - clickedAt) / 1000;
      test.info().annotations.push({ type: 'roll back to release 1 answered', description: `${seconds.toFixed(1)} s` });
      expect(seconds).toBeLessThan(15);
      await expect(page.locator('h2#run-heading + *')).toHaveText('succeeded', { timeout: 30_000 });
      await chooseRowAction(page, project.u_id, deployPath, 'Runs');
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: 'Roll back' })
          .filter({ hasText: `to run #${releaseOneRun}` }),
      ).toHaveCount(1);
      await shoot(page, 'releases-runs-rolled-back');
    });

    await test.step('the request loop: no failed request, one release per answer, 1 → 2 → 1 and never 3', async () => {
      await loop!.stop();
      const answers = loop!.answers;
      expect(answers.length).toBeGreaterThan(100);
      const failed = answers.filter((answer) => answer.status !== 200);
      expect(failed, 'failed requests').toEqual([]);
      const sequence = answers
        .map((answer) => answer.body)
        .filter((body, index, bodies) => index === 0 || body !== bodies[index - 1]);
      expect(sequence).toEqual(['release 1', 'release 2', 'release 1']);
      test.info().annotations.push({ type: 'requests', description: `${answers.length}, none failed` });
    });

    expect(errors).toEqual([]);
  } finally {
    await (loop as ReturnType<typeof startRequestLoop> | null)?.stop();
    stopReleaseApp(deployPath);
    rmSync(home, { recursive: true, force: true });
    rmSync(deployPath, { recursive: true, force: true });
  }
});
