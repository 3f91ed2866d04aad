import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { apiData, connectSshdAsServer } from '../support/server-api';
import { startSshd, type TestSshd } from '../../../apps/server/test/support/sshd';
import { startWebhookReceiver } from '../../../apps/server/test/support/webhook-receiver';
import { git, withCredentials } from '../support/git-client';
import {
  buyPlan,
  collectConsoleErrors,
  createProject,
  createTeammate,
  createVerifiedAccount,
  signInWithToken,
  snapBothWidths,
} from '../support/helpers';

/*
 * Issue 26, Done when: "a failing deployment puts an entry in the activity feed, e-mails its starter and the
 * owner, and delivers a signed webhook to a local receiver that verifies the signature". A real run: a real
 * OpenSSH sshd on 127.0.0.1 is the server, an Aerie Git repository holds a pushed site, and the build
 * commands end in `exit 1`. The project's owner adds the webhook in the UI; a developer of the project (so
 * starter and owner are two people) presses Deploy now in their own browser.
 */

let sshd: TestSshd;
test.beforeAll(async () => {
  sshd = await startSshd();
});
test.afterAll(async () => {
  await sshd?.stop();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}

test('a failing deployment reaches the feed, its starter’s and the owner’s inboxes, and a signed webhook', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const receiver = await startWebhookReceiver();
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));
  const stamp = Date.now().toString(36);
  const deployPath = `${sshd.home}/aerie-e2e-failing-${stamp}`;
  const repositoryName = `lighthouse-${stamp}`;
  const owner = await createVerifiedAccount(request, 'Orla', 'Orla Lights');
  // Air connects no server of the workspace's own: Earth does.
  await buyPlan(request, owner, 'earth');
  const project = await createProject(request, owner, 'Lighthouse site', 'The lighthouse’s web site.');
  const developer = await createTeammate(request, owner, 'Dev', project.id);
  const errors = collectConsoleErrors(page);

  try {
    let deployment = { id: 0, slug: '' };
    await test.step('setup through the API: a pushed repository, the sshd as a server, a deployment', async () => {
      const repository = await apiData<{ id: number; http_url: string }>(
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
      writeFileSync(join(work, 'index.html'), '<!doctype html><title>Lighthouse</title><h1>Keep watch</h1>\n');
      expect((await git(['checkout', '-b', 'main'], work, home)).code).toBe(0);
      expect((await git(['add', '.'], work, home)).code).toBe(0);
      expect((await git(['commit', '-m', 'The lighthouse site'], work, home)).code).toBe(0);
      const push = await git(['push', 'origin', 'main'], work, home);
      expect(push.code, push.stderr).toBe(0);

      const server = await connectSshdAsServer(request, owner, sshd, {
        name: `Beacon ${stamp}`,
        projectUid: project.u_id,
      });
      deployment = await apiData<{ id: number; slug: string }>(request, owner, 'post', '/api/deployments/create', {
        server_id: server.id,
        repo_id: repository.id,
        branch: 'main',
        deploy_path: deployPath,
        project_id: project.u_id,
      });
      // The first run, the owner's own, clones the site and succeeds: the failure below is the only one.
      await expect
        .poll(
          async () =>
            (
              await apiData<{ data: Array<{ status: string }> }>(
                request,
                owner,
                'get',
                `/api/deployments/${deployment.slug}/runs`,
              )
            ).data[0]?.status,
          { timeout: 60_000 },
        )
        .toBe('succeeded');
      const commands = await apiData<{ slug: string }>(
        request,
        owner,
        'get',
        `/api/commands/fetch?deployment_id=${deployment.id}&project_id=${project.u_id}`,
      );
      await apiData(request, owner, 'post', `/api/commands/update/${commands.slug}`, {
        project_id: project.u_id,
        deployment_id: deployment.id,
        commands: 'echo checking the lamp\nexit 1',
      });
    });

    await test.step('the owner adds a webhook for failed deployments in the Webhooks tab', async () => {
      await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/webhooks`);
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add webhook' });
      await dialog.getByLabel('Payload URL').fill(receiver.url);
      await expect(dialog.getByLabel('Deployment failed')).toBeChecked();
      await dialog.getByRole('button', { name: 'Add webhook' }).click();
      const secret = (await dialog.locator('code').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      receiver.state.secret = secret;
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    });

    let runPath = '';
    await test.step('the developer presses Deploy now in their own browser; the run fails with exit 1', async () => {
      const developerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const developerPage = await developerContext.newPage();
      const developerErrors = collectConsoleErrors(developerPage);
      await signInWithToken(developerPage, developer, `/dashboard/project/${project.u_id}/deployments`);
      await developerPage.getByRole('button', { name: `Actions for main to ${deployPath}` }).click();
      await developerPage.getByRole('menuitem', { name: 'Deploy now' }).click();
      await expect(developerPage).toHaveURL(/\/runs\/\d+$/);
      runPath = new URL(developerPage.url()).pathname;
      await expect(developerPage.locator('h2#run-heading + *')).toHaveText('failed', { timeout: 60_000 });
      await expect(developerPage.getByText('`exit 1` failed with exit code 1.', { exact: true })).toBeVisible();
      expect(developerErrors).toEqual([]);
      await developerContext.close();
    });

    await test.step('the receiver gets one deployment.failed, signed with the webhook’s secret', async () => {
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
      const [delivery] = receiver.received;
      expect(delivery!.verified).toBe(true);
      expect(delivery!.headers['aerie-event']).toBe('deployment.failed');
      const body = JSON.parse(delivery!.body) as {
        name: string;
        data: { runId: number; startedByUserId: number; reason: string };
        project: { uid: string };
      };
      expect(body.name).toBe('deployment.failed');
      expect(body.project.uid).toBe(project.u_id);
      expect(body.data.startedByUserId).toBe(developer.userId);
      expect(`/dashboard/project/${project.u_id}/runs/${body.data.runId}`).toBe(runPath);
      expect(body.data.reason).toBe('`exit 1` failed with exit code 1.');
    });

    await test.step('the starter and the owner each get the e-mail', async () => {
      const subject = `Deploy of ${repositoryName} (main) failed`;
      const recipients = async () => {
        const inbox = (await (await request.get('/dev/mail.json')).json()) as Mail[];
        return inbox
          .filter((mail) => mail.subject.startsWith(subject))
          .map((mail) => mail.to)
          .sort();
      };
      await expect.poll(recipients, { timeout: 30_000 }).toEqual([developer.email, owner.email].sort());
    });

    await test.step('the delivery log shows it delivered', async () => {
      await page.reload();
      await expect(page.getByText('Last delivery: delivered (HTTP 200)', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Show delivery log' }).click();
      const log = page.getByRole('region', { name: 'Delivery log' });
      await expect(log.getByText('deployment.failed', { exact: true })).toBeVisible();
      await expect(log.getByText('Delivered')).toBeVisible();
      await log.getByText('deployment.failed', { exact: true }).click();
      await expect(log.getByText('HTTP 200').first()).toBeVisible();
      await snapBothWidths(page, 'webhooks-delivery-log');
    });

    await test.step('the project’s feed shows the failure, linked to its run', async () => {
      await page.goto(`/dashboard/project/${project.u_id}/activity`);
      const entry = page.getByRole('link', {
        name: new RegExp(`The deployment of ${repositoryName} \\(main\\) failed`),
      });
      await expect(entry).toBeVisible();
      await expect(entry).toContainText('`exit 1` failed with exit code 1.');
      await snapBothWidths(page, 'project-activity-deployment-failed');
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${runPath}$`));
    });

    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
    rmSync(home, { recursive: true, force: true });
    rmSync(deployPath, { recursive: true, force: true });
  }
});
