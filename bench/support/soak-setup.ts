/**
 * What the soak's workload works on, made through the real API on the first web process, as a person would:
 * a verified account on Earth with a project (deploy-bench.ts), a published site, a store with two products
 * (store-fixture.mjs, with stock for an hour of orders), a board of tasks, and a deployment to the test sshd
 * of an Aerie Git repository the soak can push to.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

import type { TestSshd } from '../../apps/server/test/support/sshd.js';
import { git, withCredentials } from '../../tests/e2e/support/git-client.js';
import { connectServerAndRepository, setUpAccount, sleep } from './deploy-bench.js';
import { sendJson, type Target } from './soak-http.js';
// @ts-expect-error a plain .mjs module shared with the Lighthouse audit
import { createStoreFixture } from './store-fixture.mjs';

/** setUpAccount's password (deploy-bench.ts). */
const OWNER_PASSWORD = 'wide-skies-77';
export const TASK_COUNT = 24;
/** The deployment's folder in the sshd user's home. */
export const SOAK_DEPLOY_FOLDER = 'aerie-soak';

export interface SoakWorld {
  token: string;
  workspaceSlug: string;
  projectUid: string;
  projectId: number;
  site: { uuid: string; host: string };
  store: { host: string; origin: string; variants: string[] };
  tasks: Array<{ id: number; title: string }>;
  deployment: { slug: string; id: number };
  /** A clone of the repository with credentials in its remote, to commit and push from. */
  workTree: string;
  gitHome: string;
}

export async function gitIn(workTree: string, home: string, ...args: string[]): Promise<void> {
  const result = await git(args, workTree, home);
  if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.stderr}`);
}

async function publishSite(api: Target, token: string, projectUid: string) {
  const created = await sendJson<{ data: { uuid: string } }>(api, '/builder-api/createsite', {
    method: 'POST',
    token,
    json: { project_uid: projectUid, template: 'personal' },
  });
  const published = await sendJson<{ data: { url: string } }>(api, `/builder-api/site/${created.data.uuid}/publish`, {
    method: 'POST',
    token,
    json: { revision: 1 },
  });
  return { uuid: created.data.uuid, host: new URL(published.data.url).host };
}

async function createTasks(api: Target, token: string, projectId: number) {
  const tasks: SoakWorld['tasks'] = [];
  for (let index = 1; index <= TASK_COUNT; index += 1) {
    const title = `Soak task ${index}`;
    const created = await sendJson<{ data: { id: number } }>(api, '/api/tasks/create', {
      method: 'POST',
      token,
      json: taskBody(projectId, title, 'todo'),
    });
    tasks.push({ id: created.data.id, title });
  }
  return tasks;
}

export function taskBody(projectId: number, title: string, status: string) {
  return {
    title,
    description: 'Moved across the board by the soak benchmark.',
    priority: 'normal',
    status,
    start_date: '2026-01-05',
    end_date: '2026-12-18',
    project_id: projectId,
  };
}

async function createDeployment(api: Target, owner: Awaited<ReturnType<typeof setUpAccount>>, sshd: TestSshd) {
  const { server, repository, pat } = await connectServerAndRepository(api.base, owner, sshd, 'soak-site');
  const gitHome = mkdtempSync(join(tmpdir(), 'aerie-soak-git-'));
  const cloneUrl = withCredentials(repository.data.http_url, owner.email, pat.data.token);
  await gitIn(gitHome, gitHome, 'clone', cloneUrl, 'work');
  const workTree = join(gitHome, 'work');
  writeFileSync(join(workTree, 'index.html'), '<!doctype html><title>Soak</title><h1>Deployed</h1>\n');
  await gitIn(workTree, gitHome, 'checkout', '-b', 'main');
  await gitIn(workTree, gitHome, 'add', '.');
  await gitIn(workTree, gitHome, 'commit', '-m', 'Soak site');
  await gitIn(workTree, gitHome, 'push', 'origin', 'main');
  const deployment = await sendJson<{ data: { id: number; slug: string } }>(api, '/api/deployments/create', {
    method: 'POST',
    token: owner.token,
    json: {
      server_id: server.data.id,
      repo_id: repository.data.id,
      branch: 'main',
      deploy_path: `${sshd.home}/${SOAK_DEPLOY_FOLDER}`,
      project_id: owner.projectUid,
    },
  });
  await sendJson(api, '/api/commands/create', {
    method: 'POST',
    token: owner.token,
    json: { deployment_id: deployment.data.id, project_id: owner.projectUid, commands: 'ls\nwc -c index.html' },
  });
  // The first run is queued by the create; the workload's runs start once it has finished.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const runs = await sendJson<{ data: { data: Array<{ status: string }> } }>(
      api,
      `/api/deployments/${deployment.data.slug}/runs`,
      { token: owner.token },
    );
    if (!['queued', 'running'].includes(runs.data.data[0]!.status)) break;
    await sleep(500);
  }
  return { deployment: deployment.data, workTree, gitHome };
}

export async function setUpWorld(api: Target, sshd: TestSshd | null): Promise<SoakWorld> {
  const owner = await setUpAccount(api.base);
  const project = await sendJson<{ data: { id: number } }>(api, `/api/projects/${owner.projectUid}`, {
    token: owner.token,
  });
  const site = await publishSite(api, owner.token, owner.projectUid);
  const fixture = await createStoreFixture(api.base, {
    email: owner.email,
    password: OWNER_PASSWORD,
    productCount: 2,
    stock: 1_000_000,
  });
  const tasks = await createTasks(api, owner.token, project.data.id);
  const deploy = sshd ? await createDeployment(api, owner, sshd) : null;
  return {
    token: owner.token,
    workspaceSlug: owner.workspaceSlug,
    projectUid: owner.projectUid,
    projectId: project.data.id,
    site,
    store: {
      host: fixture.storeHost,
      origin: fixture.origin,
      variants: fixture.products.map((product: { variants: Array<{ uuid: string }> }) => product.variants[0]!.uuid),
    },
    tasks,
    deployment: deploy?.deployment ?? { slug: '', id: 0 },
    workTree: deploy?.workTree ?? '',
    gitHome: deploy?.gitHome ?? '',
  };
}
