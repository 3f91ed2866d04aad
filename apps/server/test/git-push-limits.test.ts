import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { GIT_STORAGE_QUOTA_BYTES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aerieRepositoryPath } from '../src/modules/repositories/git-cli.js';
import { accountWithWorkspace, createProject, joinWorkspace, projectTeam } from './support/project-fixtures.js';
import { cloneUrl, createAccessToken, createRepository, gitClient, scratch } from './support/repository-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 24: what a push may do to Aerie Git — its size after decoding, the workspace's storage quota, the
 * pusher's team role, and the default branch's protection. Every refusal is checked with a real git client
 * (or a hand-built request) and leaves the bare repository as it was.
 */

let t: TestApp;
let base: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
const dirs = scratch();
const home = dirs.dir('aerie-git-home-');
const ZERO = '0'.repeat(40);

beforeAll(async () => {
  t = await startTestApp({ env: { GIT_DIR: mkdtempSync(join(tmpdir(), 'aerie-git-dir-')), GIT_MAX_PUSH_MB: '1' } });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  team = await projectTeam(t);
});
afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

const git = (args: string[], cwd?: string) => gitClient(home, args, cwd);

async function commitFile(work: string, file: string, content: string | Buffer, message: string) {
  writeFileSync(join(work, file), content);
  expect((await git(['add', file], work)).ok).toBe(true);
  const committed = await git(['commit', '-q', '-m', message], work);
  expect(committed.ok, committed.stderr).toBe(true);
}

/** A fresh repository of the team's project and a clone of it by `who`, with one commit on main pushed. */
async function repositoryWithMain(name: string, who: { email: string; token: string } = team.owner) {
  const { owner, project } = team;
  const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name });
  const { token } = await createAccessToken(t, who.token);
  const url = cloneUrl(base, who.email, token, owner.workspace.slug, name);
  const work = join(dirs.dir(), 'work');
  expect((await git(['clone', '-q', url, work])).ok).toBe(true);
  await commitFile(work, 'README.md', '# One\n', 'One');
  const pushed = await git(['push', 'origin', 'HEAD:main'], work);
  expect(pushed.ok, pushed.stderr).toBe(true);
  return {
    repository,
    url,
    work,
    path: aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id),
  };
}

const objectFiles = (path: string) => readdirSync(join(path, 'objects'), { recursive: true }).map(String).sort();
const basic = (email: string, token: string) => `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
const pktLine = (text: string) => `${(text.length + 4).toString(16).padStart(4, '0')}${text}`;

/**
 * A pack of 120 blobs of 24 KB that compress to almost nothing, stored without zlib or deltas: about 3 MB
 * that git keeps as one pack file (more objects than receive.unpackLimit), and a few KB once gzipped.
 */
function inflatingPush(): { commit: string; body: Buffer } {
  const work = dirs.dir('aerie-git-bomb-');
  const run = (args: string[], input?: string) =>
    execFileSync('git', args, {
      cwd: work,
      input,
      env: { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1', LANG: 'C' },
      maxBuffer: 64 * 1024 * 1024,
    });
  run(['init', '-q', '--initial-branch=main']);
  for (let index = 0; index < 120; index += 1)
    writeFileSync(join(work, `f${index}`), `${index}\n${'a'.repeat(24_000)}`);
  run(['add', '.']);
  run(['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', 'commit', '-q', '-m', 'bomb']);
  const commit = run(['rev-parse', 'HEAD']).toString().trim();
  const pack = run(['-c', 'pack.compression=0', 'pack-objects', '--stdout', '--revs', '--window=0'], 'HEAD\n');
  const command = pktLine(`${ZERO} ${commit} refs/heads/main\0report-status agent=git/test\n`);
  return { commit, body: Buffer.concat([Buffer.from(`${command}0000`), pack]) };
}

describe('the push size limit (GIT_MAX_PUSH_MB: 1)', () => {
  it('counts what git receives after decoding: a gzip-encoded 3 MB pack is refused and nothing is kept', async () => {
    const { owner, project } = team;
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'bomb' });
    const path = aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id);
    const { body } = inflatingPush();
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const gzipped = gzipSync(body);
    expect(gzipped.length).toBeLessThan(1024 * 1024);
    const objectsBefore = objectFiles(path);

    const { token } = await createAccessToken(t, owner.token);
    const reply = await fetch(`${base}/git/${owner.workspace.slug}/bomb.git/git-receive-pack`, {
      method: 'POST',
      headers: {
        authorization: basic(owner.email, token),
        'content-type': 'application/x-git-receive-pack-request',
        'content-encoding': 'gzip',
      },
      body: gzipped,
    });
    expect(reply.status).toBe(413);
    const remote = await git(['ls-remote', cloneUrl(base, owner.email, token, owner.workspace.slug, 'bomb')]);
    expect(remote.stdout).toBe('');
    expect(objectFiles(path)).toEqual(objectsBefore);
  });

  it('still takes a small gzip-encoded push, decoded before git reads it', async () => {
    const { owner } = team;
    const { repository, path } = await repositoryWithMain('small-gzip');
    const work = dirs.dir('aerie-git-small-');
    const run = (args: string[], input?: string) =>
      execFileSync('git', args, {
        cwd: work,
        input,
        env: { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1', LANG: 'C' },
      });
    run(['init', '-q', '--initial-branch=main']);
    writeFileSync(join(work, 'other.txt'), 'other');
    run(['add', '.']);
    run(['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', 'commit', '-q', '-m', 'other']);
    const commit = run(['rev-parse', 'HEAD']).toString().trim();
    const pack = run(['pack-objects', '--stdout', '--revs'], 'HEAD\n');
    const command = pktLine(`${ZERO} ${commit} refs/heads/other\0report-status agent=git/test\n`);
    const { token } = await createAccessToken(t, owner.token);
    const reply = await fetch(`${base}/git/${owner.workspace.slug}/${repository.name}.git/git-receive-pack`, {
      method: 'POST',
      headers: {
        authorization: basic(owner.email, token),
        'content-type': 'application/x-git-receive-pack-request',
        'content-encoding': 'gzip',
      },
      body: gzipSync(Buffer.concat([Buffer.from(`${command}0000`), pack])),
    });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('ok refs/heads/other');
    expect(execFileSync('git', ['--git-dir', path, 'rev-parse', 'refs/heads/other']).toString().trim()).toBe(commit);
  });
});

describe("the workspace's Aerie Git storage quota", () => {
  it('refuses a push that would pass the plan’s quota, with a message git shows, and lists usage and quota', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const project = await createProject(t, owner.token, owner.workspace.id);
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'full' });
    const path = aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id);
    // The workspace's other data, as a sparse file: all but 100 KB of the Air plan's quota, no disk used.
    const filler = join(path, 'filler');
    writeFileSync(filler, '');
    truncateSync(filler, GIT_STORAGE_QUOTA_BYTES.air - 100 * 1024 - 200 * 1024);

    const { token } = await createAccessToken(t, owner.token);
    const url = cloneUrl(base, owner.email, token, owner.workspace.slug, 'full');
    const work = join(dirs.dir(), 'full');
    expect((await git(['clone', '-q', url, work])).ok).toBe(true);
    await commitFile(work, 'noise.bin', Buffer.from(execFileSync('head', ['-c', '400000', '/dev/urandom'])), 'Noise');
    const objectsBefore = objectFiles(path);
    const refused = await git(['push', 'origin', 'HEAD:main'], work);
    expect(refused.ok).toBe(false);
    expect(refused.stderr).toMatch(/remote: .*storage quota/i);
    expect((await git(['ls-remote', url])).stdout).toBe('');
    expect(objectFiles(path)).toEqual(objectsBefore);

    const list = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}/repositories`, token: owner.token });
    expect(list.statusCode, list.body).toBe(200);
    const storage = list.json().data.git_storage;
    expect(storage.quota_bytes).toBe(GIT_STORAGE_QUOTA_BYTES.air);
    expect(storage.used_bytes).toBeGreaterThan(GIT_STORAGE_QUOTA_BYTES.air - 400 * 1024);
    expect(list.json().data.data[0].size_bytes).toBe(storage.used_bytes);

    // A small push fits in what is left.
    const fresh = join(dirs.dir(), 'fresh');
    expect((await git(['clone', '-q', url, fresh])).ok).toBe(true);
    await commitFile(fresh, 'small.txt', 'small', 'Small');
    const small = await git(['push', 'origin', 'HEAD:main'], fresh);
    expect(small.ok, small.stderr).toBe(true);
  });
});

describe('roles on the git host', () => {
  it("refuses a guest's push with a message git shows, and lets a developer push", async () => {
    const { owner, member: developer, project } = team;
    const guest = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, guest.userId, 'guest');
    await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'roles' });

    const guestToken = await createAccessToken(t, guest.token);
    const guestUrl = cloneUrl(base, guest.email, guestToken.token, owner.workspace.slug, 'roles');
    const guestWork = join(dirs.dir(), 'guest');
    expect((await git(['clone', '-q', guestUrl, guestWork])).ok).toBe(true);
    await commitFile(guestWork, 'guest.txt', 'guest', 'From a guest');
    const refused = await git(['push', 'origin', 'HEAD:main'], guestWork);
    expect(refused.ok).toBe(false);
    expect(refused.stderr).toMatch(/remote: Only a developer or above can push to repositories/);
    expect((await git(['ls-remote', guestUrl])).stdout).toBe('');
    // The send itself, made without the advertisement first, is refused too.
    const send = await fetch(`${base}/git/${owner.workspace.slug}/roles.git/git-receive-pack`, {
      method: 'POST',
      headers: {
        authorization: basic(guest.email, guestToken.token),
        'content-type': 'application/x-git-receive-pack-request',
      },
      body: '0000',
    });
    expect(send.status).toBe(403);

    const developerToken = await createAccessToken(t, developer.token);
    const developerUrl = cloneUrl(base, developer.email, developerToken.token, owner.workspace.slug, 'roles');
    const developerWork = join(dirs.dir(), 'developer');
    expect((await git(['clone', '-q', developerUrl, developerWork])).ok).toBe(true);
    await commitFile(developerWork, 'developer.txt', 'developer', 'From a developer');
    const pushed = await git(['push', 'origin', 'HEAD:main'], developerWork);
    expect(pushed.ok, pushed.stderr).toBe(true);
  });
});

describe('the default branch’s protection', () => {
  const protectionUrl = (projectUid: string, repositoryId: number) =>
    `/api/projects/${projectUid}/repositories/${repositoryId}/branch-protection`;

  it('refuses a force push and a deletion of the default branch, from anyone, while it is protected', async () => {
    const { repository, url, work, path } = await repositoryWithMain('guarded', team.member);
    expect(repository.default_branch_protected).toBe(true);
    const tip = execFileSync('git', ['--git-dir', path, 'rev-parse', 'main']).toString().trim();

    // The pushed commit itself, rewritten: the new tip does not contain the old one.
    expect((await git(['commit', '-q', '--amend', '-m', 'Amended'], work)).ok).toBe(true);
    const forced = await git(['push', '--force', 'origin', 'HEAD:main'], work);
    expect(forced.ok).toBe(false);
    expect(forced.stderr).toMatch(/remote: .*main is protected: force pushes are refused/);
    const deleted = await git(['push', 'origin', ':main'], work);
    expect(deleted.ok).toBe(false);
    expect(deleted.stderr).toMatch(/remote: .*main is protected: it cannot be deleted/);
    expect((await git(['ls-remote', url, 'refs/heads/main'])).stdout).toContain(tip);

    // The owner is held to it too, until a maintainer or above turns it off.
    const { token } = await createAccessToken(t, team.owner.token);
    const ownerUrl = cloneUrl(base, team.owner.email, token, team.owner.workspace.slug, 'guarded');
    expect((await git(['push', ownerUrl, ':main'], work)).ok).toBe(false);
  });

  it('lets a force push through once a maintainer turns protection off; a developer cannot', async () => {
    const { owner, member: developer, project } = team;
    const maintainer = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, maintainer.userId, 'maintainer');
    const { repository, url, work } = await repositoryWithMain('unguarded', developer);

    const byDeveloper = await t.call({
      method: 'PUT',
      url: protectionUrl(project.u_id, repository.id),
      token: developer.token,
      body: { default_branch_protected: false },
    });
    expect(byDeveloper.statusCode, byDeveloper.body).toBe(403);
    expect(byDeveloper.json().message).toBe('Only a maintainer or above can manage repositories.');

    const byMaintainer = await t.call({
      method: 'PUT',
      url: protectionUrl(project.u_id, repository.id),
      token: maintainer.token,
      body: { default_branch_protected: false },
    });
    expect(byMaintainer.statusCode, byMaintainer.body).toBe(200);
    expect(byMaintainer.json().data).toMatchObject({ id: repository.id, default_branch_protected: false });
    const list = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}/repositories`, token: owner.token });
    const listed = list.json().data.data.find((row: { id: number }) => row.id === repository.id);
    expect(listed.default_branch_protected).toBe(false);

    expect((await git(['commit', '-q', '--amend', '-m', 'Amended'], work)).ok).toBe(true);
    const forced = await git(['push', '--force', 'origin', 'HEAD:main'], work);
    expect(forced.ok, forced.stderr).toBe(true);
    const tip = (await git(['rev-parse', 'HEAD'], work)).stdout.trim();
    expect((await git(['ls-remote', url, 'refs/heads/main'])).stdout).toContain(tip);
    // Deleting the branch HEAD names stays git's own refusal (receive.denyDeleteCurrent): a clone would
    // check out nothing. Protection off lifts only Aerie's rules.
    const deleted = await git(['push', 'origin', ':main'], work);
    expect(deleted.ok).toBe(false);
    expect(deleted.stderr).toMatch(/deletion of the current branch prohibited/);
    expect(deleted.stderr).not.toMatch(/is protected/);
  });

  it('leaves other branches unprotected: a developer force-pushes and deletes a feature branch', async () => {
    const { url, work } = await repositoryWithMain('features', team.member);
    expect((await git(['checkout', '-q', '-b', 'feature'], work)).ok).toBe(true);
    await commitFile(work, 'feature.txt', 'one', 'Feature');
    expect((await git(['push', 'origin', 'feature'], work)).ok).toBe(true);
    expect((await git(['commit', '-q', '--amend', '-m', 'Feature, amended'], work)).ok).toBe(true);
    const forced = await git(['push', '--force', 'origin', 'feature'], work);
    expect(forced.ok, forced.stderr).toBe(true);
    const deleted = await git(['push', 'origin', ':feature'], work);
    expect(deleted.ok, deleted.stderr).toBe(true);
    expect((await git(['ls-remote', url, 'refs/heads/feature'])).stdout).toBe('');
  });
});
