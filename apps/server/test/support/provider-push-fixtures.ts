import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { deploymentRuns, domainEvents, providerPushHooks, repositoryCommits } from '../../src/db/schema/index.js';
import { deploymentBody } from './deployment-api-fixtures.js';
import {
  connectPlatform,
  providerRepoId,
  type FakeDelivery,
  type FakeGitProvider,
  type FakeRepository,
} from './fake-git-providers.js';
import { accountWithWorkspace, createProject } from './project-fixtures.js';
import { insertPilot, PROVISIONED_LOCAL_PILOT } from './server-fixtures.js';
import type { TestApp } from './test-app.js';

export const PROVIDER_PLATFORMS = ['github', 'gitlab', 'bitbucket'] as const;
export type ProviderPlatformName = (typeof PROVIDER_PLATFORMS)[number];

/**
 * An owner whose workspace connected `fake`'s platform, a project with a repository imported from it and a
 * server to deploy to (a provisioned local pilot: these tests are about what queues a run, not the run).
 */
export async function providerProject(t: TestApp, fake: FakeGitProvider) {
  const owner = await accountWithWorkspace(t);
  await connectPlatform(t, owner.token, owner.workspace.id, fake.platform);
  const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Push deploys' });
  const remote = fake.addRepository();
  const imported = await t.call({
    method: 'POST',
    url: `/api/projects/repositories/${owner.workspace.slug}/import`,
    token: owner.token,
    body: {
      name: remote.name,
      platform: fake.platform,
      project_id: project.u_id,
      platform_repo_id: providerRepoId(fake.platform, remote),
    },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const repositoryId = imported.json().data.id as number;
  const server = await insertPilot(
    t,
    { id: project.id, workspace: { id: owner.workspace.id } },
    PROVISIONED_LOCAL_PILOT,
  );
  const body = (overrides: Record<string, unknown> = {}) =>
    deploymentBody({ serverId: server.id, repositoryId, projectUid: project.u_id }, overrides);
  return { owner, project, remote, repositoryId, server, body };
}

/** `deployments/create`, answered as it is. */
export const createCall = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/deployments/create', token, body });

/** `deployments/{slug}/settings`, answered as it is. */
export const settingsCall = (t: TestApp, token: string, slug: string, pushToDeploy: boolean) =>
  t.call({
    method: 'POST',
    url: `/api/deployments/${slug}/settings`,
    token,
    body: { schedule: null, push_to_deploy: pushToDeploy },
  });

/** A delivery sent to the app as the provider sends it (the path of its hook URL, the exact bytes). */
export function sendDelivery(t: TestApp, delivery: FakeDelivery, remoteAddress = '192.0.2.10') {
  const url = new URL(delivery.url);
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    remoteAddress,
    headers: { ...delivery.headers, host: url.host },
    payload: delivery.body,
  });
}

/** The hooks the fake holds for one repository. */
export const hooksOn = (fake: FakeGitProvider, remote: FakeRepository) =>
  fake.hooks.filter((hook) => hook.repositoryId === remote.id);

export async function hookRows(t: TestApp, repositoryId: number) {
  return t.runtime.ctx.db.select().from(providerPushHooks).where(eq(providerPushHooks.repositoryId, repositoryId));
}

/** How many `branch.pushed` events the repository has had: what queues push runs. */
export async function pushEventCount(t: TestApp, repositoryId: number): Promise<number> {
  const rows = await t.runtime.ctx.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.name, 'branch.pushed'),
        sql`(${domainEvents.data} ->> 'repositoryId')::int = ${repositoryId}`,
      ),
    );
  return rows.length;
}

export const pushRunsOf = (t: TestApp, deploymentId: number) =>
  t.runtime.ctx.db
    .select()
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.deploymentId, deploymentId), eq(deploymentRuns.trigger, 'push')));

/** Waits for the push subscriber to queue `count` push runs of the deployment. */
export async function expectPushRuns(t: TestApp, deploymentId: number, count: number) {
  await expect.poll(async () => (await pushRunsOf(t, deploymentId)).length, { timeout: 20_000 }).toBe(count);
}

export async function commitShasOf(t: TestApp, repositoryId: number, branch: string): Promise<string[]> {
  const rows = await t.runtime.ctx.db
    .select({ sha: repositoryCommits.sha })
    .from(repositoryCommits)
    .where(and(eq(repositoryCommits.repositoryId, repositoryId), eq(repositoryCommits.branch, branch)));
  return rows.map((row) => row.sha);
}
