import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RELEASE_SETTINGS_SAVED, type Deployment, type Domain } from '@aerie/contract';
import { expect, test, type Page } from '@playwright/test';

import { startLocalDns } from '../../../apps/server/test/support/local-dns';
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
import { startServerCaddy, type ServerCaddy } from '../support/server-caddy';
import { shoot } from '../support/shots';

/*
 * Issue 32 § 3's "Done when" as a person does it: an app deployed with releases to the test sshd (the user's
 * server; the parts not about domains set up through the API, as in releases.spec.ts), a domain of the workspace
 * verified by its TXT record, the app's port set in its release settings and a host pointed at the deployment on
 * the Domains page. Deploy now → Aerie writes Caddy's site block on the server and Caddy there answers the host over
 * HTTPS with a certificate from Pebble (the CA), proxying to release 1. Stop pointing → Caddy no longer serves it.
 */

let sshd: TestSshd;
let caddy: ServerCaddy;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
test.beforeAll(async () => {
  sshd = await startSshd();
  caddy = await startServerCaddy(sshd);
  dns = await startLocalDns(Number(process.env.E2E_DNS_PORT));
});
test.afterAll(async () => {
  await caddy?.stop();
  await dns?.close();
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

async function chooseRowAction(page: Page, projectUid: string, deployPath: string, item: string) {
  await page.goto(`/dashboard/project/${projectUid}/deployments`);
  await page.getByRole('button', { name: `Actions for main to ${deployPath}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a deployment with a domain answers over HTTPS through Caddy on its server, and stops when the host goes', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await createVerifiedAccount(request, 'Cade', 'Cade Apps');
  await buyPlan(request, owner, 'earth');
  const project = await createProject(request, owner, 'Harbour app', 'The harbour app.');
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  const serverName = `Quay ${stamp}`;
  const repositoryName = `harbour-${stamp}`;
  const deployPath = `${sshd.home}/aerie-e2e-app-domain-${stamp}`;
  const domainName = `harbour-${stamp}.test`;
  const host = `app.${domainName}`;
  const frontPort = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'aerie-e2e-git-'));
  const work = join(home, 'work');

  try {
    let deployment: Deployment | null = null;
    await test.step('setup through the API: release 1 pushed, the sshd connected, a deployment built with releases', async () => {
      const repository = await apiData<{ id: number; http_url: string }>(
        request,
        owner,
        'post',
        `/api/projects/repositories/${owner.workspace.slug}/create`,
        { name: repositoryName, description: 'Harbour', private: true, project_id: project.u_id, platform: 'aerie' },
      );
      const { token } = await apiData<{ token: string }>(request, owner, 'post', '/api/user/tokens', {
        name: 'laptop',
      });
      const clone = await git(['clone', withCredentials(repository.http_url, owner.email, token), 'work'], home, home);
      expect(clone.code, clone.stderr).toBe(0);
      expect((await git(['checkout', '-b', 'main'], work, home)).code).toBe(0);
      for (const [file, content] of Object.entries(releaseAppFiles(1))) {
        if (content !== null) writeFileSync(join(work, file), content);
      }
      for (const args of [
        ['add', '-A'],
        ['commit', '-m', 'Release 1'],
        ['push', 'origin', 'main'],
      ]) {
        const result = await git(args, work, home);
        expect(result.code, result.stderr).toBe(0);
      }
      const server = await connectSshdAsServer(request, owner, sshd, { name: serverName, projectUid: project.u_id });
      deployment = await apiData<Deployment>(request, owner, 'post', '/api/deployments/create', {
        server_id: server.id,
        repo_id: repository.id,
        branch: 'main',
        auto_deploy: 0,
        deploy_path: deployPath,
        project_id: project.u_id,
      });
      await apiData(request, owner, 'post', '/api/commands/create', {
        deployment_id: deployment.id,
        project_id: project.u_id,
        commands: RELEASE_APP_BUILD,
      });
      await apiData(request, owner, 'post', `/api/deployments/${deployment.slug}/releases`, {
        strategy: 'releases',
        shared_paths: [RELEASE_APP_SHARED],
        restart_command: restartCommand(frontPort),
        health_check_url: healthUrl(frontPort),
        health_check_timeout_seconds: 2,
        health_check_retry_seconds: 10,
      });
    });

    await test.step('a domain of the workspace, verified by its TXT record (through the API)', async () => {
      const domain = await apiData<Domain>(request, owner, 'post', `/api/workspaces/${owner.workspace.slug}/domains`, {
        name: domainName,
      });
      dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
      const verified = await apiData<Domain>(request, owner, 'post', `/api/domains/${domain.id}/verify`);
      expect(verified.state).toBe('verified');
    });

    await test.step('Release settings: the port the app listens on', async () => {
      await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/deployments`);
      await chooseRowAction(page, project.u_id, deployPath, 'Release settings');
      const dialog = page.getByRole('dialog', { name: 'Release settings' });
      await expect(dialog.getByLabel('Restart command (optional)')).toHaveValue(restartCommand(frontPort));
      await dialog.getByLabel('App port (optional)').fill(String(frontPort));
      await dialog.getByLabel('App port (optional)').scrollIntoViewIfNeeded();
      await shoot(page, 'deployment-domain-app-port');
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await expect(dialog.getByText(RELEASE_SETTINGS_SAVED)).toBeVisible();
    });

    const card = page.getByRole('region', { name: domainName });
    const serving = card.getByLabel(`How ${host} is served`);
    await test.step('Domains page: the host app. pointed at the deployment; Caddy on the server takes it', async () => {
      await page.goto('/dashboard/domains');
      await card.getByLabel('Host').fill('app');
      await card
        .getByLabel('Points at')
        .selectOption({ label: `App: ${repositoryName} (main) on ${serverName} (Harbour app)` });
      await card.getByRole('button', { name: 'Point host' }).click();
      await expect(page.getByText(`${host} now points at the deployment.`)).toBeVisible();
      await expect(serving).toBeVisible();
      // The page asks again while Caddy is being updated: the row turns to served without a reload.
      await expect(serving).toContainText(`Served over HTTPS by Caddy on ${serverName}`, { timeout: 90_000 });
    });

    await test.step('Deploy now → release 1 is live; the run updates Caddy; the host answers over HTTPS', async () => {
      await chooseRowAction(page, project.u_id, deployPath, 'Deploy now');
      await expect(page).toHaveURL(/\/runs\/\d+$/);
      await expect(page.locator('h2#run-heading + *')).toHaveText('succeeded', { timeout: 120_000 });
      const log = page.getByRole('log', { name: 'Run log' });
      await expect(log).toContainText(`Updating Caddy on the server for ${host} (port ${frontPort})`);
      await expect(log).toContainText(`Caddy serves ${host} over HTTPS.`);
      await shoot(page, 'deployment-domain-run');
      // Pebble's certificate: curl trusts nothing but Pebble's root here, so a body at all proves it.
      expect(await caddy.waitForHttps(host, (body) => body.includes('release 1'))).toContain('release 1');
      await page.goto('/dashboard/domains');
      await expect(serving).toContainText(
        `Served over HTTPS by Caddy on ${serverName}, forwarding to port ${frontPort}.`,
      );
      await expect(card.getByText('Live', { exact: true })).toBeVisible();
      await shoot(page, 'deployment-domain-served');
    });

    await test.step('Stop pointing → Caddy on the server no longer serves the host', async () => {
      await card.getByRole('button', { name: `Stop pointing ${host}` }).click();
      await expect(page.getByText(`${host} no longer answers.`)).toBeVisible();
      // Its block is gone and Caddy reloaded: no certificate answers for the name, the TLS handshake fails.
      await expect.poll(() => caddy.fetchOverHttps(host), { timeout: 60_000 }).toBeNull();
    });

    expect(errors).toEqual([]);
  } finally {
    stopReleaseApp(deployPath);
    rmSync(home, { recursive: true, force: true });
    rmSync(deployPath, { recursive: true, force: true });
  }
});
