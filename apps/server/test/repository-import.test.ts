import { REPOSITORY_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects, repositories, repositoryCommits, workspaces } from '../src/db/schema/index.js';
import { createProviderRepository } from '../src/modules/integrations/create-provider-repository.js';
import { syncProviderCommits } from '../src/modules/integrations/sync-provider-commits.js';
import { connectPlatform, startFakeGitProviders } from './support/fake-git-providers.js';
import { accountWithWorkspace, addCollaborator, createProject, joinWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
beforeAll(async () => {
  fakes = await startFakeGitProviders();
  t = await startTestApp({ env: fakes.env });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

type Platform = 'github' | 'gitlab' | 'bitbucket';
const db = () => t.runtime.ctx.db;

/** An owner whose workspace connected `platform`, with a project. */
async function connectedOwner(platform: Platform) {
  const owner = await accountWithWorkspace(t);
  await connectPlatform(t, owner.token, owner.workspace.id, platform);
  const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Import target' });
  return { owner, project };
}

const listImportable = (token: string, slug: string, platform: Platform, extra = '') =>
  t.call({ method: 'GET', url: `/api/repositories/${slug}?platform=${platform}${extra}`, token });

const importCall = (token: string, slug: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/projects/repositories/${slug}/import`, token, body });

async function idOnList(token: string, slug: string, platform: Platform, name: string): Promise<string> {
  for (let page = 1; page < 50; page += 1) {
    const reply = await listImportable(token, slug, platform, `&page=${page}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const found = (reply.json().data.data as Array<{ id: string; name: string }>).find((item) => item.name === name);
    if (found) return found.id;
    if (reply.json().data.next_page === null) break;
  }
  throw new Error(`${name} is not on the list`);
}

describe('repositories/{slug}?platform=', () => {
  it.each(['github', 'gitlab', 'bitbucket'] as const)('pages %s repositories 15 at a time', async (platform) => {
    const { owner } = await connectedOwner(platform);
    const fake = fakes[platform];
    while (fake.repositories.filter((repo) => repo.owner === fake.login).length < 17) fake.addRepository();
    const first = await listImportable(owner.token, owner.workspace.slug, platform);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 15, next_page: 2 });
    expect(page.data).toHaveLength(15);
    expect(page.data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      created_at: expect.any(String),
      ssh_url_to_repo: expect.any(String),
      http_url_to_repo: expect.stringMatching(/^http/),
      html_url: expect.stringMatching(/^http/),
      private: expect.any(Boolean),
      imported: false,
    });
    const last = Math.ceil(fake.repositories.filter((repo) => repo.owner === fake.login).length / 15);
    const lastPage = (await listImportable(owner.token, owner.workspace.slug, platform, `&page=${last}`)).json().data;
    expect(lastPage.next_page).toBeNull();
  });

  it('marks the repositories the project already has', async () => {
    const { owner, project } = await connectedOwner('github');
    const repo = fakes.github.addRepository({ name: 'already-here' });
    const imported = await importCall(owner.token, owner.workspace.slug, {
      name: repo.name,
      platform: 'github',
      project_id: project.u_id,
      platform_repo_id: String(repo.id),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const marks = new Map<string, boolean>();
    for (let page = 1; ; page += 1) {
      const reply = (
        await listImportable(owner.token, owner.workspace.slug, 'github', `&page=${page}&project_id=${project.u_id}`)
      ).json().data;
      for (const item of reply.data as Array<{ id: string; imported: boolean }>) marks.set(item.id, item.imported);
      if (reply.next_page === null) break;
    }
    expect(marks.get(String(repo.id))).toBe(true);
    expect([...marks.values()].filter(Boolean)).toHaveLength(1);
  });

  it('answers 404 for another workspace and for a project of another workspace', async () => {
    const { owner } = await connectedOwner('github');
    const stranger = await accountWithWorkspace(t);
    expect((await listImportable(stranger.token, owner.workspace.slug, 'github')).statusCode).toBe(404);
    const strangersProject = await createProject(t, stranger.token, stranger.workspace.id);
    const reply = await listImportable(
      owner.token,
      owner.workspace.slug,
      'github',
      `&project_id=${strangersProject.u_id}`,
    );
    expect(reply.statusCode).toBe(404);
  });

  it('says to connect first when the platform is not connected, and refuses bad query values by field', async () => {
    const { owner } = await connectedOwner('github');
    const reply = await listImportable(owner.token, owner.workspace.slug, 'gitlab');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message: REPOSITORY_MESSAGES.notConnected });
    for (const [query, field] of [
      ['platform=gitea', 'platform'],
      ['platform=github&page=0', 'page'],
      ['platform=github&page=x', 'page'],
      ['platform=github&project_id=../x', 'project_id'],
    ] as const) {
      const bad = await t.call({
        method: 'GET',
        url: `/api/repositories/${owner.workspace.slug}?${query}`,
        token: owner.token,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json().errors), query).toEqual([field]);
    }
  });
});

describe('projects/repositories/{slug}/import', () => {
  it.each(['github', 'gitlab', 'bitbucket'] as const)(
    'imports a %s repository with what the provider says, and its latest commits',
    async (platform) => {
      const { owner, project } = await connectedOwner(platform);
      const repo = fakes[platform].addRepository({ name: `imported-${platform}` });
      const id = await idOnList(owner.token, owner.workspace.slug, platform, repo.name);
      const reply = await importCall(owner.token, owner.workspace.slug, {
        name: 'whatever-the-browser-says',
        platform,
        project_id: project.u_id,
        platform_repo_id: id,
        description: '',
        // Never trusted: the urls stored are the provider's.
        http_url: 'https://evil.example/repo.git',
        ssh_url: 'git@evil.example:repo.git',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({ success: true, message: REPOSITORY_MESSAGES.imported });
      const data = reply.json().data;
      expect(data).toMatchObject({
        project_id: project.id,
        name: repo.name,
        platform,
        description: repo.description,
        private: true,
        default_branch: 'main',
      });
      expect(data.http_url).toMatch(new RegExp(`^${fakes[platform].url}/`));
      expect(data.ssh_url).not.toContain('evil');
      expect(data.repo_url).toMatch(new RegExp(`^${fakes[platform].url}/`));
      const [row] = await db().select().from(repositories).where(eq(repositories.id, data.id));
      expect(row).toMatchObject({ platformRepoId: id, workspaceId: owner.workspace.id, createdById: owner.userId });
      expect(row!.commitsSyncedAt).not.toBeNull();
      const commits = await db().select().from(repositoryCommits).where(eq(repositoryCommits.repositoryId, data.id));
      expect(commits.map((commit) => commit.sha).sort()).toEqual(repo.commits.map((commit) => commit.sha).sort());
      expect(commits[0]).toMatchObject({
        projectId: project.id,
        branch: 'main',
        authorName: 'Ada',
        authorEmail: 'ada@example.com',
      });
    },
  );

  it('answers 409 to a second import of the same repository into the same project', async () => {
    const { owner, project } = await connectedOwner('github');
    const repo = fakes.github.addRepository();
    const body = { name: repo.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(repo.id) };
    expect((await importCall(owner.token, owner.workspace.slug, body)).statusCode).toBe(200);
    const again = await importCall(owner.token, owner.workspace.slug, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: 'conflict' });
    // Another project of the workspace may have it too.
    const other = await createProject(t, owner.token, owner.workspace.id, { name: 'Second target' });
    expect((await importCall(owner.token, owner.workspace.slug, { ...body, project_id: other.u_id })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for a repository the workspace's token cannot see, and adds nothing", async () => {
    const { owner, project } = await connectedOwner('github');
    const hidden = fakes.github.addRepository({ owner: 'someone-else' });
    for (const platformRepoId of [String(hidden.id), '999999999', 'not-a-number']) {
      const reply = await importCall(owner.token, owner.workspace.slug, {
        name: 'hidden',
        platform: 'github',
        project_id: project.u_id,
        platform_repo_id: platformRepoId,
      });
      expect(reply.statusCode, platformRepoId).toBe(404);
    }
    expect(await db().select().from(repositories).where(eq(repositories.projectId, project.id))).toEqual([]);
  });

  it('answers 404 for a project the caller cannot see or of another workspace than the path', async () => {
    const { owner, project } = await connectedOwner('github');
    const stranger = await accountWithWorkspace(t);
    await connectPlatform(t, stranger.token, stranger.workspace.id, 'github');
    const repo = fakes.github.addRepository();
    const body = { name: repo.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(repo.id) };
    expect((await importCall(stranger.token, owner.workspace.slug, body)).statusCode).toBe(404);
    expect((await importCall(stranger.token, stranger.workspace.slug, body)).statusCode).toBe(404);
    // The owner naming their project under someone else's workspace.
    expect((await importCall(owner.token, stranger.workspace.slug, body)).statusCode).toBe(404);
  });

  it("lets a collaborator import with the workspace's connection; a platform not connected says so", async () => {
    const { owner, project } = await connectedOwner('github');
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId);
    await addCollaborator(t, owner.token, project.id, teammate.userId);
    const repo = fakes.github.addRepository();
    const reply = await importCall(teammate.token, owner.workspace.slug, {
      name: repo.name,
      platform: 'github',
      project_id: project.u_id,
      platform_repo_id: String(repo.id),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const notConnected = await importCall(owner.token, owner.workspace.slug, {
      name: 'x',
      platform: 'gitlab',
      project_id: project.u_id,
      platform_repo_id: '1',
    });
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json().message).toBe(REPOSITORY_MESSAGES.notConnected);
  });

  it('keeps the import when the commits cannot be fetched', async () => {
    const { owner, project } = await connectedOwner('github');
    const repo = fakes.github.addRepository({ failCommits: true });
    const reply = await importCall(owner.token, owner.workspace.slug, {
      name: repo.name,
      platform: 'github',
      project_id: project.u_id,
      platform_repo_id: String(repo.id),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const id = reply.json().data.id as number;
    expect(await db().select().from(repositoryCommits).where(eq(repositoryCommits.repositoryId, id))).toEqual([]);
    // Not marked as fetched, so the Commits tab tries again.
    const [row] = await db().select().from(repositories).where(eq(repositories.id, id));
    expect(row!.commitsSyncedAt).toBeNull();
  });
});

describe('createProviderRepository', () => {
  it.each(['github', 'gitlab', 'bitbucket'] as const)(
    'creates the repository on %s and adds it to the project with its first commit',
    async (platform) => {
      const { owner, project } = await connectedOwner(platform);
      const [projectRow] = await db().select().from(projects).where(eq(projects.id, project.id));
      const [workspace] = await db().select().from(workspaces).where(eq(workspaces.id, owner.workspace.id));
      const name = `made-on-${platform}-${Date.now()}`;
      const created = await createProviderRepository(t.runtime.ctx, {
        workspace: workspace!,
        project: projectRow!,
        userId: owner.userId,
        platform,
        name,
        description: 'Made from Aerie',
        isPrivate: true,
      });
      expect(created).toMatchObject({
        name,
        platform,
        description: 'Made from Aerie',
        private: true,
        project_id: project.id,
      });
      expect(fakes[platform].repositories.some((repo) => repo.name === name)).toBe(true);
      const commits = await db().select().from(repositoryCommits).where(eq(repositoryCommits.repositoryId, created.id));
      expect(commits).toHaveLength(1);

      // The provider refuses a name it already has, and the reason is passed on.
      await expect(
        createProviderRepository(t.runtime.ctx, {
          workspace: workspace!,
          project: projectRow!,
          userId: owner.userId,
          platform,
          name,
          description: '',
          isPrivate: true,
        }),
      ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/said: .*(exists|taken)/) });
    },
  );
});

describe('syncProviderCommits', () => {
  it('fetches new commits at most once a minute and never throws', async () => {
    const { owner, project } = await connectedOwner('github');
    const repo = fakes.github.addRepository();
    const imported = await importCall(owner.token, owner.workspace.slug, {
      name: repo.name,
      platform: 'github',
      project_id: project.u_id,
      platform_repo_id: String(repo.id),
    });
    const repositoryId = imported.json().data.id as number;
    const count = async () =>
      (await db().select().from(repositoryCommits).where(eq(repositoryCommits.repositoryId, repositoryId))).length;
    expect(await count()).toBe(2);
    repo.commits.unshift({
      sha: 'f'.repeat(40),
      message: 'Third',
      authorName: 'Ada',
      authorEmail: 'ada@example.com',
      date: '2026-01-07T10:00:00Z',
    });

    // Just imported: not due yet.
    await syncProviderCommits(t.runtime.ctx, project.id);
    expect(await count()).toBe(2);

    await db()
      .update(repositories)
      .set({ commitsSyncedAt: new Date(Date.now() - 61_000) })
      .where(eq(repositories.id, repositoryId));
    await syncProviderCommits(t.runtime.ctx, project.id);
    expect(await count()).toBe(3);

    // Text PostgreSQL cannot hold (a NUL) is cleaned, not a reason to lose the commit.
    repo.commits.unshift({
      sha: 'e'.repeat(40),
      message: 'Odd\u0000message',
      authorName: 'Ada\u0000',
      authorEmail: 'ada@example.com',
      date: '2026-01-08T10:00:00Z',
    });
    await db()
      .update(repositories)
      .set({ commitsSyncedAt: new Date(Date.now() - 61_000) })
      .where(eq(repositories.id, repositoryId));
    await syncProviderCommits(t.runtime.ctx, project.id);
    const [odd] = await db()
      .select()
      .from(repositoryCommits)
      .where(eq(repositoryCommits.sha, 'e'.repeat(40)));
    expect(odd).toMatchObject({ message: 'Oddmessage', authorName: 'Ada' });

    // A disconnected platform is logged and skipped.
    await t.call({ method: 'DELETE', url: `/api/repositories/${owner.workspace.slug}/github`, token: owner.token });
    await db()
      .update(repositories)
      .set({ commitsSyncedAt: null })
      .where(and(eq(repositories.id, repositoryId)));
    await expect(syncProviderCommits(t.runtime.ctx, project.id)).resolves.toBeUndefined();
  });
});
