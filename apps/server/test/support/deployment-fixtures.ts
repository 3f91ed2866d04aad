import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { asc, eq } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { expect } from 'vitest';

import {
  deploymentCommands,
  deploymentConfigs,
  deploymentRunLogs,
  deploymentRuns,
  deployments,
  type DeploymentRow,
  type DeploymentRunRow,
} from '../../src/db/schema/index.js';
import type { Clock } from '../../src/adapters/clock/clock.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { sealVariables } from '../../src/modules/deployments/config-secret.js';
import { enqueueRun } from '../../src/modules/deployments/enqueue-run.js';
import { projectTeam } from './project-fixtures.js';
import { cloneUrl, createAccessToken, createRepository, gitClient, scratch } from './repository-fixtures.js';
import { connectBody, connectServer } from './server-fixtures.js';
import { freePort, type TestSshd } from './sshd.js';
import { startTestApp, type TestApp } from './test-app.js';

const slug = () => randomBytes(10).toString('hex');

/**
 * A deployment written directly (its API is tested on its own), with a commands record and, when given,
 * variables sealed as the API seals them. Values are written as they are: a test may hand in what the
 * contract would refuse, to show the engine still does no harm with it.
 */
export async function insertDeployment(
  t: TestApp,
  input: {
    projectId: number;
    workspaceId: number;
    serverId: number;
    repositoryId: number;
    createdById: number | null;
    branch?: string;
    deployPath: string;
    commands?: string;
    variables?: string;
    pushToDeploy?: boolean;
    schedule?: string | null;
    timezone?: string;
    nextRunAt?: Date | null;
    /** The releases settings (issue 28); the database's defaults when absent (`releases`, keep 5…). */
    releases?: Partial<
      Pick<
        DeploymentRow,
        | 'strategy'
        | 'sharedPaths'
        | 'keepReleases'
        | 'restartCommand'
        | 'healthCheckUrl'
        | 'healthCheckCommand'
        | 'healthCheckTimeoutSeconds'
        | 'healthCheckRetrySeconds'
      >
    >;
  },
): Promise<DeploymentRow> {
  const db = t.runtime.ctx.db;
  const [row] = await db
    .insert(deployments)
    .values({
      slug: slug(),
      projectId: input.projectId,
      workspaceId: input.workspaceId,
      serverId: input.serverId,
      repositoryId: input.repositoryId,
      branch: input.branch ?? 'main',
      deployPath: input.deployPath,
      schedule: input.schedule ?? null,
      timezone: input.timezone ?? 'UTC',
      nextRunAt: input.nextRunAt ?? null,
      pushToDeploy: input.pushToDeploy ?? false,
      createdById: input.createdById,
      ...input.releases,
    })
    .returning();
  if (input.commands !== undefined) {
    await db.insert(deploymentCommands).values({ slug: slug(), deploymentId: row!.id, commands: input.commands });
  }
  if (input.variables !== undefined) {
    const configSlug = slug();
    await db.insert(deploymentConfigs).values({
      slug: configSlug,
      deploymentId: row!.id,
      variablesEnc: sealVariables(t.runtime.ctx, configSlug, input.variables),
    });
  }
  return row!;
}

/** Queues a run as the routes do (a row and its job). */
export async function startRun(
  t: TestApp,
  deploymentId: number,
  userId: number | null,
  trigger: DeploymentRunRow['trigger'] = 'manual',
): Promise<DeploymentRunRow> {
  return enqueueRun(t.runtime.ctx, { deploymentId, trigger, userId });
}

export async function readRun(t: TestApp, runId: number): Promise<DeploymentRunRow> {
  const [run] = await t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.id, runId));
  return run!;
}

const ENDED = ['succeeded', 'failed', 'timed_out', 'cancelled'];

/** Polls until the run is in one of `statuses` (by default: ended), or fails after `timeoutMs`. */
export async function waitForRun(
  t: TestApp,
  runId: number,
  statuses: string[] = ENDED,
  timeoutMs = 60_000,
): Promise<DeploymentRunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await readRun(t, runId);
    if (statuses.includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}, not ${statuses.join('/')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stored log of a run, in order. */
export async function runLogLines(t: TestApp, runId: number) {
  return t.runtime.ctx.db
    .select({ seq: deploymentRunLogs.seq, stream: deploymentRunLogs.stream, line: deploymentRunLogs.line })
    .from(deploymentRunLogs)
    .where(eq(deploymentRunLogs.runId, runId))
    .orderBy(asc(deploymentRunLogs.seq));
}

/** Polls until the run's log has a line containing `text`. */
export async function waitForLogLine(t: TestApp, runId: number, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = await runLogLines(t, runId);
    if (lines.some((entry) => entry.line.includes(text))) return;
    if (Date.now() > deadline) throw new Error(`no log line with ${text}: ${JSON.stringify(lines)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A whole deploy setting: the app listening on a real port with APP_URL pointing at it (the server clones
 * from there, as it would from the public address), a project team, the test sshd connected as a server,
 * and an Aerie Git repository with `index.html` and `package.json` pushed to `main` by the real git client.
 * `commit` adds a commit and pushes it.
 */
export async function startDeploySetting(
  sshd: TestSshd,
  options: {
    env?: Record<string, string>;
    logStream?: DestinationStream;
    database?: DatabaseHandle;
    clock?: Clock;
    /** Where the deployed server reaches Aerie, when not the app itself (a proxy in front of it). */
    appUrl?: (base: string) => string;
  } = {},
) {
  const dirs = scratch();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await startTestApp({
    env: { GIT_DIR: dirs.dir('aerie-deploy-git-'), APP_URL: options.appUrl?.(base) ?? base, ...options.env },
    logStream: options.logStream,
    database: options.database,
    clock: options.clock,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const team = await projectTeam(t);
  const { owner, project } = team;
  const server = await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id));
  const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'site' });
  const { token } = await createAccessToken(t, owner.token);
  const home = dirs.dir('aerie-deploy-home-');
  const work = join(dirs.dir(), 'work');
  const cloned = await gitClient(home, [
    'clone',
    '-q',
    cloneUrl(base, owner.email, token, owner.workspace.slug, 'site'),
    work,
  ]);
  expect(cloned.ok, cloned.stderr).toBe(true);

  async function commit(files: Record<string, string>, message: string, branch = 'main'): Promise<string> {
    for (const [file, content] of Object.entries(files)) writeFileSync(join(work, file), content);
    expect((await gitClient(home, ['add', '-A'], work)).ok).toBe(true);
    const committed = await gitClient(home, ['commit', '-q', '-m', message], work);
    expect(committed.ok, committed.stderr).toBe(true);
    const pushed = await gitClient(home, ['push', '-q', 'origin', `HEAD:${branch}`], work);
    expect(pushed.ok, pushed.stderr).toBe(true);
    return (await gitClient(home, ['rev-parse', 'HEAD'], work)).stdout.trim();
  }
  const firstCommit = await commit(
    { 'index.html': '<h1>Hello from Aerie</h1>\n', 'package.json': '{ "name": "site", "version": "1.0.0" }\n' },
    'First page',
  );

  const deployPaths: string[] = [];
  /** A deployment of this repository to the sshd at a fresh path in the sshd user's home. */
  const deployment = async (input: Partial<Parameters<typeof insertDeployment>[1]> = {}) => {
    const row = await insertDeployment(t, {
      projectId: project.id,
      workspaceId: owner.workspace.id,
      serverId: server.id,
      repositoryId: repository.id,
      createdById: owner.userId,
      deployPath: `${sshd.home}/deploy-${randomBytes(6).toString('hex')}`,
      ...input,
    });
    deployPaths.push(row.deployPath);
    return row;
  };

  return {
    t,
    /** The app's own address (APP_URL unless `appUrl` put something in front of it). */
    base,
    team,
    server,
    repository,
    firstCommit,
    commit,
    deployment,
    async close() {
      await t.close();
      dirs.cleanup();
      for (const path of deployPaths) rmSync(path, { recursive: true, force: true });
    },
  };
}
