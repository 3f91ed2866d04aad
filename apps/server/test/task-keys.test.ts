import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { GitProvider } from '../src/adapters/git-providers/git-provider.js';
import {
  deploymentRuns,
  deployments,
  domainEvents,
  repositories,
  servers,
  taskCommits,
} from '../src/db/schema/index.js';
import { fetchProviderCommits } from '../src/modules/integrations/provider-commits.js';
import { keysNamedIn } from '../src/modules/tasks/commit-keys.js';
import { createProject, expectRefused, projectTeam } from './support/project-fixtures.js';
import { cloneUrl, createAccessToken, createRepository, gitClient, scratch } from './support/repository-fixtures.js';
import { createTask, listTasks, TASK_CALLS } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
const dirs = scratch();
const home = dirs.dir('aerie-keys-home-');

beforeAll(async () => {
  t = await startTestApp({ env: { GIT_DIR: mkdtempSync(join(tmpdir(), 'aerie-keys-git-')) } });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  team = await projectTeam(t);
});
afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

/** A clone of a new Aerie Git repository of the team's project, ready to commit in. */
async function cloneNewRepository(name: string, projectUid = team.project.u_id) {
  const { owner } = team;
  const repository = await createRepository(t, owner.token, owner.workspace.slug, projectUid, { name });
  const { token } = await createAccessToken(t, owner.token, `key-${name}`);
  const work = join(dirs.dir(), 'clone');
  const clone = await gitClient(home, [
    'clone',
    '-q',
    cloneUrl(base, owner.email, token, owner.workspace.slug, name),
    work,
  ]);
  expect(clone.ok, clone.stderr).toBe(true);
  let files = 0;
  return {
    repository,
    work,
    async commit(message: string): Promise<string> {
      files += 1;
      writeFileSync(join(work, `file-${files}.txt`), `${files}\n`);
      expect((await gitClient(home, ['add', '.'], work)).ok).toBe(true);
      const committed = await gitClient(home, ['commit', '-q', '-m', message], work);
      expect(committed.ok, committed.stderr).toBe(true);
      return (await gitClient(home, ['rev-parse', 'HEAD'], work)).stdout.trim();
    },
    async push(ref: string) {
      const pushed = await gitClient(home, ['push', '-q', 'origin', ref], work);
      expect(pushed.ok, pushed.stderr).toBe(true);
    },
  };
}

const linksOf = (taskId: number) =>
  t.runtime.ctx.db.select().from(taskCommits).where(eq(taskCommits.taskId, taskId)).orderBy(asc(taskCommits.id));
const eventsOf = (taskId: number) =>
  t.runtime.ctx.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregate, `task:${taskId}`), like(domainEvents.name, 'task.%')))
    .orderBy(asc(domainEvents.id));
const commitsCall = (taskId: number, token = team.owner.token) =>
  t.call({ method: 'GET', url: `/api/tasks/${taskId}/commits`, token });

describe('task keys', () => {
  it('derives the prefix from the project name and numbers tasks 1, 2, 3, never reusing one', async () => {
    const { owner } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Aerie shop' });
    const first = await createTask(t, owner.token, project.id);
    const second = await createTask(t, owner.token, project.id);
    expect([first.key, second.key]).toEqual(['AER-1', 'AER-2']);
    expect((await TASK_CALLS.remove(t, owner.token, second.id)).statusCode).toBe(200);
    expect((await createTask(t, owner.token, project.id)).key).toBe('AER-3');
    expect((await listTasks(t, owner.token, project.u_id)).map((task) => task.key).sort()).toEqual(['AER-1', 'AER-3']);
  });

  it('gives concurrent creates distinct numbers', async () => {
    const { owner } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Busy board' });
    const created = await Promise.all(Array.from({ length: 6 }, () => createTask(t, owner.token, project.id)));
    expect(created.map((task) => task.key).sort()).toEqual(['BUS-1', 'BUS-2', 'BUS-3', 'BUS-4', 'BUS-5', 'BUS-6']);
  });

  it('lets a maintainer change the prefix (the numbers stay) and refuses a prefix that is not 2 to 5 capitals', async () => {
    const { owner, member } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Renamed' });
    const task = await createTask(t, owner.token, project.id);
    const rename = (prefix: unknown, token = owner.token) =>
      t.call({ method: 'POST', url: `/api/projects/${project.u_id}/task-key`, token, body: { prefix } });
    for (const prefix of ['abc', 'ABCDEF', 'AB1', 'A', 'A-B']) {
      expectRefused(await rename(prefix), 'prefix', 'Key prefix must be 2 to 5 capital letters (A–Z)');
    }
    expect((await rename('SHOP', member.token)).statusCode).toBe(403);
    const reply = await rename('SHOP');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toEqual({ prefix: 'SHOP' });
    expect((await listTasks(t, owner.token, project.u_id)).find((x) => x.id === task.id)?.key).toBe(
      task.key.replace('REN', 'SHOP'),
    );
  });

  it('reads keys in messages: any case, word-bounded, closing words', () => {
    expect(keysNamedIn('Fixes aer-12 and mentions AER-3', 'AER')).toEqual([
      { number: 12, closes: true },
      { number: 3, closes: false },
    ]);
    expect(keysNamedIn('XAER-1, AER-2x, AER-', 'AER')).toEqual([]);
    expect(keysNamedIn('closed: AER-4\nresolves AER-5', 'AER').every((key) => key.closes)).toBe(true);
  });
});

describe('commits that name a key', () => {
  it('a push to the default branch saying "fixes" links the commit and moves the card to done, once', async () => {
    const { owner, project } = team;
    const task = await createTask(t, owner.token, project.id, { status: 'in_progress' });
    expect(task.key).toMatch(/^LAU-\d+$/);
    const git = await cloneNewRepository('fix-main');
    const sha = await git.commit(`Fix the cart total\n\nfixes ${task.key.toLowerCase()}`);
    await git.push('HEAD:main');

    await expect
      .poll(async () => (await listTasks(t, owner.token, project.u_id)).find((x) => x.id === task.id)?.status, {
        timeout: 20_000,
      })
      .toBe('done');
    expect(await linksOf(task.id)).toMatchObject([{ sha, message: 'Fix the cart total', closes: true }]);
    const events = await eventsOf(task.id);
    expect(events.map((event) => event.name)).toEqual(['task.created', 'task.linked', 'task.moved']);
    expect(events[1]!.data).toMatchObject({ key: task.key, sha, closes: true, repository: 'fix-main' });
    expect(events[2]).toMatchObject({ actorUserId: null, data: { from: 'in_progress', to: 'done' } });

    // A later "fixes" of a done task links but does not move it again.
    const again = await git.commit(`Polish, fixes ${task.key}`);
    await git.push('HEAD:main');
    await expect.poll(async () => (await linksOf(task.id)).length, { timeout: 20_000 }).toBe(2);
    expect((await eventsOf(task.id)).filter((event) => event.name === 'task.moved')).toHaveLength(1);

    const reply = await commitsCall(task.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(
      reply
        .json()
        .data.map((commit: { sha: string }) => commit.sha)
        .sort(),
    ).toEqual([sha, again].sort());
    expect(reply.json().data[0]).toMatchObject({ author: 'Ada Lovelace', url: null, shipped: [] });
  });

  it('a push to another branch links but does not move; a key of another project is not linked', async () => {
    const { owner, project } = team;
    const task = await createTask(t, owner.token, project.id);
    const other = await createProject(t, owner.token, owner.workspace.id, { name: 'Other one' });
    const foreign = await createTask(t, owner.token, other.id);
    const git = await cloneNewRepository('feature-branch');
    await git.commit('Start');
    await git.push('HEAD:main');
    expect((await gitClient(home, ['checkout', '-q', '-b', 'feature'], git.work)).ok).toBe(true);
    const sha = await git.commit(`Work on it, fixes ${task.key}, see ${foreign.key}`);
    await git.push('feature');
    await expect.poll(async () => (await linksOf(task.id)).length, { timeout: 20_000 }).toBe(1);
    expect(await linksOf(task.id)).toMatchObject([{ sha, closes: false }]);
    expect((await listTasks(t, owner.token, project.u_id)).find((x) => x.id === task.id)?.status).toBe('todo');
    expect(await linksOf(foreign.id)).toEqual([]);

    // Merged into the default branch (a fast-forward), the same commit now closes.
    await git.push('feature:main');
    await expect.poll(async () => (await linksOf(task.id))[0]?.closes, { timeout: 20_000 }).toBe(true);
    await expect
      .poll(async () => (await listTasks(t, owner.token, project.u_id)).find((x) => x.id === task.id)?.status, {
        timeout: 20_000,
      })
      .toBe('done');
  });

  it('a provider sync links new commits of the default branch and closes', async () => {
    const { owner, project } = team;
    const task = await createTask(t, owner.token, project.id);
    const [repository] = await t.runtime.ctx.db
      .insert(repositories)
      .values({
        projectId: project.id,
        workspaceId: owner.workspace.id,
        platform: 'github',
        name: 'synced',
        platformRepoId: '42',
        fullName: 'ada/synced',
        repoUrl: 'https://github.example/ada/synced',
        defaultBranch: 'main',
      })
      .returning();
    const commit = {
      sha: 'a'.repeat(40),
      message: `Resolve ${task.key}`,
      authorName: 'Grace',
      authorEmail: 'grace@example.com',
      committedAt: new Date('2026-03-01T10:00:00Z'),
    };
    const provider = { listCommits: async () => [commit] } as unknown as GitProvider;
    await fetchProviderCommits(t.runtime.ctx, provider, 'token', repository!);
    await expect.poll(async () => (await linksOf(task.id)).length, { timeout: 20_000 }).toBe(1);
    // The next sync sees nothing new: no second event.
    await fetchProviderCommits(t.runtime.ctx, provider, 'token', repository!);
    const synced = await t.runtime.ctx.db.select().from(domainEvents).where(eq(domainEvents.name, 'branch.synced'));
    expect(synced).toHaveLength(1);
    await expect
      .poll(async () => (await listTasks(t, owner.token, project.u_id)).find((x) => x.id === task.id)?.status, {
        timeout: 20_000,
      })
      .toBe('done');
    const reply = await commitsCall(task.id);
    expect(reply.json().data).toMatchObject([
      { sha: commit.sha, url: `https://github.example/ada/synced/commit/${commit.sha}`, author: 'Grace' },
    ]);
  });
});

describe('the runs that shipped a commit', () => {
  it('counts a run of the commit and a run of a later commit, never a failed run', async () => {
    const { owner, project } = team;
    const task = await createTask(t, owner.token, project.id);
    const git = await cloneNewRepository('shipped');
    const linked = await git.commit(`Build it for ${task.key}`);
    const later = await git.commit('Something later');
    await git.push('HEAD:main');
    await expect.poll(async () => (await linksOf(task.id)).length, { timeout: 20_000 }).toBe(1);

    const db = t.runtime.ctx.db;
    const [server] = await db
      .insert(servers)
      .values({
        slug: 'keys-web-1',
        workspaceId: owner.workspace.id,
        projectId: project.id,
        name: 'web-1',
        hostname: 'Example',
        ip: '192.0.2.7',
        protocol: 'ssh',
        username: 'deploy',
        authMethod: 'key',
      })
      .returning();
    const deployment = async (slug: string) =>
      (
        await db
          .insert(deployments)
          .values({
            slug,
            projectId: project.id,
            workspaceId: owner.workspace.id,
            serverId: server!.id,
            repositoryId: git.repository.id,
            branch: 'main',
            deployPath: '/srv/app',
          })
          .returning()
      )[0]!;
    const exact = await deployment('keys-exact');
    const descendant = await deployment('keys-later');
    const run = async (deploymentId: number, commitSha: string, status: 'succeeded' | 'failed') =>
      (
        await db
          .insert(deploymentRuns)
          .values({ deploymentId, trigger: 'manual', status, commitSha, finishedAt: new Date() })
          .returning()
      )[0]!;
    await run(exact.id, linked, 'failed');
    const exactRun = await run(exact.id, linked, 'succeeded');
    await run(descendant.id, later, 'failed');
    const laterRun = await run(descendant.id, later, 'succeeded');
    await run(descendant.id, later, 'succeeded');

    const reply = await commitsCall(task.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data[0].shipped).toEqual([
      expect.objectContaining({ run_id: exactRun.id, deployment_id: exact.id, server: 'web-1' }),
      expect.objectContaining({ run_id: laterRun.id, deployment_id: descendant.id, server: 'web-1' }),
    ]);
    // Someone who cannot see the project gets the same 404 as an unknown task.
    expect((await commitsCall(task.id, team.stranger.token)).statusCode).toBe(404);
  });
});
