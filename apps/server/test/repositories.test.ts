import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { REPOSITORY_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectDeployKeys, repositories } from '../src/db/schema/index.js';
import { loadDeployPrivateKey } from '../src/modules/repositories/deploy-keys.js';
import { aerieRepositoryPath } from '../src/modules/repositories/git-cli.js';
import { recordCommits } from '../src/modules/repositories/record-commits.js';
import { createProject, expectRefused, projectTeam } from './support/project-fixtures.js';
import { createRepository, repositoryBody, scratch } from './support/repository-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const run = promisify(execFile);

let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
const dirs = scratch();

beforeAll(async () => {
  t = await startTestApp({ env: { GIT_DIR: dirs.dir('aerie-git-dir-') } });
  team = await projectTeam(t);
});
afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

const createUrl = (slug: string) => `/api/projects/repositories/${slug}/create`;

describe('create-repository on Aerie Git', () => {
  it('makes a bare repository named by ids on disk, with urls named by the workspace and the name', async () => {
    const { owner, project } = team;
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
      name: 'landing.page_v2',
      description: 'Marketing pages',
      private: false,
    });
    const url = `http://aerie.test/git/${owner.workspace.slug}/landing.page_v2.git`;
    expect(repository).toMatchObject({
      project_id: project.id,
      name: 'landing.page_v2',
      description: 'Marketing pages',
      platform: 'aerie',
      http_url: url,
      repo_url: url,
      ssh_url: null,
      private: false,
      default_branch: 'main',
    });
    const path = aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id);
    expect(existsSync(join(path, 'HEAD'))).toBe(true);
    const { stdout } = await run('git', ['--git-dir', path, 'symbolic-ref', 'HEAD']);
    expect(stdout.trim()).toBe('refs/heads/main');
  });

  it('says the repository was created', async () => {
    const { owner, project } = team;
    const reply = await t.call({
      method: 'POST',
      url: createUrl(owner.workspace.slug),
      token: owner.token,
      body: repositoryBody(project.u_id, { name: 'said-so' }),
    });
    expect(reply.json()).toMatchObject({ success: true, message: REPOSITORY_MESSAGES.created });
  });

  it('refuses a name already used in the workspace, whatever its case (409)', async () => {
    const { owner, project } = team;
    await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'api' });
    const other = await createProject(t, owner.token, owner.workspace.id, { name: 'Another' });
    const reply = await t.call({
      method: 'POST',
      url: createUrl(owner.workspace.slug),
      token: owner.token,
      body: repositoryBody(other.u_id, { name: 'API' }),
    });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().message).toBe(REPOSITORY_MESSAGES.nameTaken);
    const rows = await t.runtime.ctx.db.select().from(repositories).where(eq(repositories.projectId, other.id));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['a dot-dot', 'a..b'],
    ['a slash', 'a/b'],
    ['a leading dash', '-rf'],
    ['a leading dot', '.hidden'],
    ['a .git suffix', 'site.git'],
    ['a space', 'my site'],
    ['101 characters', 'a'.repeat(101)],
  ])('refuses a name with %s (400, nothing written)', async (_label, name) => {
    const { owner, project } = team;
    const reply = await t.call({
      method: 'POST',
      url: createUrl(owner.workspace.slug),
      token: owner.token,
      body: repositoryBody(project.u_id, { name }),
    });
    expectRefused(reply, 'name');
    const rows = await t.runtime.ctx.db.select().from(repositories).where(eq(repositories.name, name));
    expect(rows).toHaveLength(0);
  });

  it('refuses an empty name with a field message', async () => {
    const { owner, project } = team;
    const reply = await t.call({
      method: 'POST',
      url: createUrl(owner.workspace.slug),
      token: owner.token,
      body: repositoryBody(project.u_id, { name: '' }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors.name[0]).toBe('Name is required');
  });

  it('answers 404 when the slug is not the project’s workspace or the caller cannot see the project', async () => {
    const { owner, stranger, project } = team;
    const wrongSlug = await t.call({
      method: 'POST',
      url: createUrl(stranger.workspace.slug),
      token: owner.token,
      body: repositoryBody(project.u_id, { name: 'elsewhere' }),
    });
    expect(wrongSlug.statusCode, wrongSlug.body).toBe(404);
    const asStranger = await t.call({
      method: 'POST',
      url: createUrl(owner.workspace.slug),
      token: stranger.token,
      body: repositoryBody(project.u_id, { name: 'elsewhere' }),
    });
    expect(asStranger.statusCode, asStranger.body).toBe(404);
  });

  it('lets a collaborator create one', async () => {
    const { owner, member, project } = team;
    const repository = await createRepository(t, member.token, owner.workspace.slug, project.u_id, {
      name: 'by-member',
    });
    expect(repository.name).toBe('by-member');
  });
});

describe('list-repositories', () => {
  it('pages 11 at a time, newest first, with the project’s deploy key', async () => {
    const { owner, member, stranger } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Paged' });
    for (let index = 1; index <= 12; index += 1) {
      await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: `paged-${index}` });
    }
    const first = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repositories`,
      token: owner.token,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 11, total: 12, last_page: 2 });
    expect(page.data).toHaveLength(11);
    expect(page.data[0].name).toBe('paged-12');
    expect(page.ssh_key).toMatch(
      new RegExp(`^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]+=* aerie-${project.u_id}$`),
    );

    const second = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repositories?page=2`,
      token: owner.token,
    });
    expect(second.json().data.data.map((row: { name: string }) => row.name)).toEqual(['paged-1']);
    expect(second.json().data.ssh_key).toBe(page.ssh_key);

    // Not a member of the project: 404; a workspace member who is no collaborator still sees the workspace's project.
    const asStranger = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repositories`,
      token: stranger.token,
    });
    expect(asStranger.statusCode).toBe(404);
    const asMember = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repositories`,
      token: member.token,
    });
    expect(asMember.statusCode).toBe(200);
  });

  it('keeps the private half sealed, and it is the OpenSSH key of the public half', async () => {
    const { owner, project } = team;
    const listed = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repositories`,
      token: owner.token,
    });
    const publicKey: string = listed.json().data.ssh_key;
    const [row] = await t.runtime.ctx.db
      .select()
      .from(projectDeployKeys)
      .where(eq(projectDeployKeys.projectId, project.id));
    expect(row!.privateKeyEnc).not.toContain('PRIVATE KEY');
    expect(listed.body).not.toContain(row!.privateKeyEnc);

    const privateKey = await loadDeployPrivateKey(t.runtime.ctx, project.id);
    expect(privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    const file = join(mkdtempSync(join(tmpdir(), 'aerie-key-')), 'id_ed25519');
    writeFileSync(file, privateKey, { mode: 0o600 });
    const { stdout } = await run('ssh-keygen', ['-y', '-f', file]);
    expect(stdout.trim()).toBe(publicKey);
  });
});

describe('delete-repository', () => {
  it('is the project owner’s: members hear 403, other workspaces 404, and the directory goes with the row', async () => {
    const { owner, member, stranger, project } = team;
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
      name: 'to-delete',
    });
    const path = aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id);
    const url = `/api/projects/${project.u_id}/repositories/${repository.id}`;

    const asMember = await t.call({ method: 'DELETE', url, token: member.token });
    expect(asMember.statusCode, asMember.body).toBe(403);
    expect(asMember.json().message).toBe('Only the project owner can delete repositories.');
    const asStranger = await t.call({ method: 'DELETE', url, token: stranger.token });
    expect(asStranger.statusCode).toBe(404);
    // A repository id of another project, through a project the caller owns: 404.
    const strangerProject = await createProject(t, stranger.token, stranger.workspace.id);
    const crossed = await t.call({
      method: 'DELETE',
      url: `/api/projects/${strangerProject.u_id}/repositories/${repository.id}`,
      token: stranger.token,
    });
    expect(crossed.statusCode).toBe(404);
    expect(existsSync(path)).toBe(true);

    const deleted = await t.call({ method: 'DELETE', url, token: owner.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(REPOSITORY_MESSAGES.deleted);
    expect(existsSync(path)).toBe(false);
    const again = await t.call({ method: 'DELETE', url, token: owner.token });
    expect(again.statusCode).toBe(404);

    // The name is free again.
    await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'to-delete' });
  });

  it('goes from disk with its project, and stays when a member is refused the project delete', async () => {
    const { owner, member } = team;
    const project = await createProject(t, owner.token, owner.workspace.id);
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
      name: 'project-bound',
    });
    const path = aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id);
    const url = `/api/projects/${project.u_id}/delete/${owner.workspace.slug}`;

    const refused = await t.call({ method: 'DELETE', url, token: member.token });
    expect(refused.statusCode).not.toBe(200);
    expect(existsSync(path)).toBe(true);
    const [kept] = await t.runtime.ctx.db.select().from(repositories).where(eq(repositories.id, repository.id));
    expect(kept?.name).toBe('project-bound');

    const deleted = await t.call({ method: 'DELETE', url, token: owner.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The row goes with the delete; the directory a job hop later (repositories' `project.deleted` subscriber).
    expect(await t.runtime.ctx.db.select().from(repositories).where(eq(repositories.id, repository.id))).toEqual([]);
    await expect.poll(() => existsSync(path), { timeout: 30_000 }).toBe(false);
  });
});

describe('list-repo-activities', () => {
  it('lists the project’s recorded commits newest first, and an empty list when there are none', async () => {
    const { owner, member, stranger } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Commits' });
    const url = `/api/projects/${project.u_id}/repo-activities`;
    const empty = await t.call({ method: 'GET', url, token: owner.token });
    expect(empty.json()).toEqual({ success: true, data: [] });

    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'commits' });
    const commit = (sha: string, day: number) => ({
      sha,
      branch: 'main',
      message: `Commit ${sha}`,
      authorName: 'Ada',
      authorEmail: 'ada@example.com',
      committedAt: new Date(Date.UTC(2026, 0, day)),
    });
    const target = { id: repository.id, projectId: project.id };
    await recordCommits(t.runtime.ctx.db, target, [commit('a1', 1), commit('b2', 3), commit('c3', 2)]);
    // Seeing a commit again updates it rather than adding a line.
    await recordCommits(t.runtime.ctx.db, target, [{ ...commit('a1', 1), message: 'Commit a1, amended' }]);

    const listed = await t.call({ method: 'GET', url, token: member.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((line: { sha: string }) => line.sha)).toEqual(['b2', 'c3', 'a1']);
    expect(listed.json().data[2]).toMatchObject({
      message: 'Commit a1, amended',
      branch: 'main',
      committed_at: '2026-01-01T00:00:00.000Z',
      repository: { id: repository.id, name: 'commits', platform: 'aerie' },
    });
    const asStranger = await t.call({ method: 'GET', url, token: stranger.token });
    expect(asStranger.statusCode).toBe(404);
  });
});
