import { randomBytes } from 'node:crypto';

import type { Deployment } from '@aerie/contract';
import { expect } from 'vitest';

import { deploymentRunLogs, deploymentRuns, deployments } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** A deploy path under the test sshd user's home (what a run would write to, were one to run). */
export const deployPathIn = (home: string) => `${home}/deploy-${randomBytes(4).toString('hex')}`;

/** A `deployments/create` body (docs/product.md § Creating a deployment) for a server and repository of a project. */
export function deploymentBody(
  ids: { serverId: number; repositoryId: number; projectUid: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    server_id: ids.serverId,
    repo_id: ids.repositoryId,
    branch: 'main',
    auto_deploy: 0,
    deploy_path: `/srv/app-${randomBytes(4).toString('hex')}`,
    project_id: ids.projectUid,
    ...overrides,
  };
}

/** Creates a deployment through the API; the call must succeed. */
export async function createDeployment(t: TestApp, token: string, body: Record<string, unknown>): Promise<Deployment> {
  const reply = await t.call({ method: 'POST', url: '/api/deployments/create', token, body });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/**
 * A deployment row written directly, with NO run and no job: for tests of runs and logs that seed their
 * own rows (the deploy engine is tested on its own) and must not meet a worker running the first run.
 */
export async function insertDeployment(
  t: TestApp,
  refs: { projectId: number; workspaceId: number; serverId: number; repositoryId: number },
) {
  const [row] = await t.runtime.ctx.db
    .insert(deployments)
    .values({
      slug: `seed${randomBytes(10).toString('hex')}`,
      projectId: refs.projectId,
      workspaceId: refs.workspaceId,
      serverId: refs.serverId,
      repositoryId: refs.repositoryId,
      branch: 'main',
      deployPath: '/srv/seeded',
    })
    .returning();
  return row!;
}

/** A run row written directly (no job): its status and times as the test needs them. */
export async function insertRun(
  t: TestApp,
  deploymentId: number,
  overrides: Partial<typeof deploymentRuns.$inferInsert> = {},
) {
  const [row] = await t.runtime.ctx.db
    .insert(deploymentRuns)
    .values({ deploymentId, trigger: 'manual', ...overrides })
    .returning();
  return row!;
}

/** A succeeded deploy run that built `release` (issue 28), written directly: what Roll back switches back to. */
export function insertReleaseRun(
  t: TestApp,
  deploymentId: number,
  release: string,
  overrides: Partial<typeof deploymentRuns.$inferInsert> = {},
) {
  const finishedAt = new Date();
  const run = { status: 'succeeded' as const, release, startedAt: finishedAt, finishedAt, ...overrides };
  // One that succeeded switched `current` to its release as it finished; a failed one did not stay live.
  return insertRun(t, deploymentId, { wentLiveAt: run.status === 'succeeded' ? run.finishedAt : null, ...run });
}

/** Log lines written directly, numbered from `fromSeq`, as the runner stores them. */
export async function insertLogLines(t: TestApp, runId: number, lines: string[], fromSeq = 1) {
  if (!lines.length) return;
  await t.runtime.ctx.db
    .insert(deploymentRunLogs)
    .values(lines.map((line, index) => ({ runId, seq: fromSeq + index, stream: 'stdout' as const, line })));
}
