import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq } from 'drizzle-orm';

import { personalAccessTokens } from '../src/db/schema/index.js';
import { aerieRepositoryPath, publicGitBase } from '../src/modules/repositories/git-cli.js';
import { projectTeam } from './support/project-fixtures.js';
import { cloneUrl, createAccessToken, createRepository, gitClient, scratch } from './support/repository-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
const dirs = scratch();
const home = dirs.dir('aerie-git-home-');

beforeAll(async () => {
  t = await startTestApp({ env: { GIT_DIR: mkdtempSync(join(tmpdir(), 'aerie-git-dir-')), GIT_MAX_PUSH_MB: '1' } });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  team = await projectTeam(t);
});
afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

async function commitFile(work: string, file: string, content: string | Buffer, message: string) {
  writeFileSync(join(work, file), content);
  expect((await gitClient(home, ['add', file], work)).ok).toBe(true);
  const committed = await gitClient(home, ['commit', '-q', '-m', message], work);
  expect(committed.ok, committed.stderr).toBe(true);
}

describe('Aerie Git over smart HTTP', () => {
  it('clones an empty repository, pushes a commit and lists it in the Commits tab with its branch', async () => {
    const { owner, project } = team;
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
      name: 'Shop-Site',
    });
    expect(repository.http_url).toBe(`http://aerie.test/git/${owner.workspace.slug}/Shop-Site.git`);
    expect(repository.ssh_url).toBeNull();
    const { token } = await createAccessToken(t, owner.token);

    const work = join(dirs.dir(), 'clone');
    const clone = await gitClient(home, [
      'clone',
      cloneUrl(base, owner.email, token, owner.workspace.slug, 'shop-site'),
      work,
    ]);
    expect(clone.ok, clone.stderr).toBe(true);
    await commitFile(work, 'README.md', '# Shop\n', 'First page\n\nWith a body line.');
    const push = await gitClient(home, ['push', 'origin', 'HEAD:main'], work);
    expect(push.ok, push.stderr).toBe(true);
    expect((await gitClient(home, ['checkout', '-q', '-b', 'feature/cart'], work)).ok).toBe(true);
    await commitFile(work, 'cart.txt', 'cart', 'Add the cart');
    expect((await gitClient(home, ['push', 'origin', 'feature/cart'], work)).ok).toBe(true);

    const head = (await gitClient(home, ['rev-parse', 'HEAD'], work)).stdout.trim();
    const activities = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/repo-activities`,
      token: owner.token,
    });
    expect(activities.statusCode, activities.body).toBe(200);
    const lines = activities.json().data;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      sha: head,
      branch: 'feature/cart',
      message: 'Add the cart',
      author_name: 'Ada Lovelace',
      author_email: 'ada@example.com',
      repository: { id: repository.id, name: 'Shop-Site', platform: 'aerie' },
    });
    expect(lines[1]).toMatchObject({ branch: 'main', message: 'First page\n\nWith a body line.' });

    // A second clone sees what was pushed.
    const again = join(dirs.dir(), 'again');
    const reclone = await gitClient(home, [
      'clone',
      '-q',
      cloneUrl(base, owner.email, token, owner.workspace.slug, 'Shop-Site'),
      again,
    ]);
    expect(reclone.ok, reclone.stderr).toBe(true);
    expect(existsSync(join(again, 'README.md'))).toBe(true);

    const list = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}/repositories`, token: owner.token });
    expect(list.json().data.data[0].updated_at > repository.updated_at).toBe(true);
  });

  it('refuses callers without credentials (401 with a Basic challenge), with a revoked token or of another workspace (404)', async () => {
    const { owner, member, stranger, project } = team;
    await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'private-one' });
    const refs = `/git/${owner.workspace.slug}/private-one.git/info/refs?service=git-upload-pack`;

    const anonymous = await fetch(base + refs);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Basic realm="Aerie Git"');
    const noCredentials = await gitClient(home, [
      'ls-remote',
      cloneUrl(base, owner.email, null, owner.workspace.slug, 'private-one'),
    ]);
    expect(noCredentials.ok).toBe(false);

    const strangerToken = await createAccessToken(t, stranger.token);
    const basic = (email: string, token: string) => `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
    const asStranger = await fetch(base + refs, {
      headers: { authorization: basic(stranger.email, strangerToken.token) },
    });
    expect(asStranger.status).toBe(404);
    const unknown = await fetch(
      `${base}/git/${owner.workspace.slug}/nothing-here.git/info/refs?service=git-upload-pack`,
      {
        headers: { authorization: basic(stranger.email, strangerToken.token) },
      },
    );
    expect(unknown.status).toBe(404);
    const strangerClone = await gitClient(home, [
      'ls-remote',
      cloneUrl(base, stranger.email, strangerToken.token, owner.workspace.slug, 'private-one'),
    ]);
    expect(strangerClone.ok).toBe(false);
    expect(strangerClone.stderr).toMatch(/not found|404/i);

    // Someone else's e-mail with this token proves nothing.
    const wrongUser = await fetch(base + refs, { headers: { authorization: basic(owner.email, strangerToken.token) } });
    expect(wrongUser.status).toBe(401);

    // A collaborator's own token reaches the project's repository.
    const memberToken = await createAccessToken(t, member.token);
    const asMember = await fetch(base + refs, { headers: { authorization: basic(member.email, memberToken.token) } });
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get('content-type')).toBe('application/x-git-upload-pack-advertisement');

    const revoked = await t.call({ method: 'DELETE', url: `/api/user/tokens/${memberToken.id}`, token: member.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const afterRevoke = await fetch(base + refs, {
      headers: { authorization: basic(member.email, memberToken.token) },
    });
    expect(afterRevoke.status).toBe(401);
  });

  it('refuses a push over GIT_MAX_PUSH_MB and leaves the repository as it was', async () => {
    const { owner, project } = team;
    const big = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'big-files' });
    const { token } = await createAccessToken(t, owner.token);
    const url = cloneUrl(base, owner.email, token, owner.workspace.slug, 'big-files');
    const work = join(dirs.dir(), 'big');
    expect((await gitClient(home, ['clone', '-q', url, work])).ok).toBe(true);
    await commitFile(work, 'noise.bin', randomBytes(2 * 1024 * 1024), 'Two megabytes of noise');
    const push = await gitClient(home, ['push', 'origin', 'HEAD:main'], work);
    expect(push.ok).toBe(false);
    expect(push.stderr).toMatch(/413/);
    const remote = await gitClient(home, ['ls-remote', url]);
    expect(remote.ok, remote.stderr).toBe(true);
    expect(remote.stdout).toBe('');
    // Not even the quarantined objects of the refused pack are left behind.
    const objects = join(aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, big.id), 'objects');
    expect(readdirSync(objects, { recursive: true }).sort()).toEqual(['info', 'pack']);

    // A small push still goes through afterwards.
    const fresh = join(dirs.dir(), 'small');
    expect((await gitClient(home, ['clone', '-q', url, fresh])).ok).toBe(true);
    await commitFile(fresh, 'small.txt', 'small', 'A small file');
    const small = await gitClient(home, ['push', 'origin', 'HEAD:main'], fresh);
    expect(small.ok, small.stderr).toBe(true);
  });

  it('accepts the url without .git, refuses an expired token and names GIT_HOST in urls when set', async () => {
    const { owner, project } = team;
    await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'no-suffix' });
    const created = await createAccessToken(t, owner.token);
    const authorization = `Basic ${Buffer.from(`${owner.email}:${created.token}`).toString('base64')}`;
    const bare = await fetch(`${base}/git/${owner.workspace.slug}/no-suffix/info/refs?service=git-upload-pack`, {
      headers: { authorization },
    });
    expect(bare.status).toBe(200);
    const used = await t.runtime.ctx.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, created.id));
    expect(used[0]!.lastUsedAt).not.toBeNull();

    await t.runtime.ctx.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, created.id));
    const expired = await fetch(`${base}/git/${owner.workspace.slug}/no-suffix.git/info/refs?service=git-upload-pack`, {
      headers: { authorization },
    });
    expect(expired.status).toBe(401);

    const config = { appUrl: 'https://app.example.com', hostnames: { git: 'git.example.com' } };
    expect(publicGitBase(config)).toBe('https://git.example.com');
    expect(publicGitBase({ ...config, hostnames: { git: null } })).toBe('https://app.example.com/git');
  });

  it('answers only the smart protocol and keeps repositories under ids on disk', async () => {
    const { owner, project } = team;
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'on-disk' });
    expect(existsSync(aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id))).toBe(true);
    const { token } = await createAccessToken(t, owner.token);
    const authorization = `Basic ${Buffer.from(`${owner.email}:${token}`).toString('base64')}`;
    const dumb = await fetch(`${base}/git/${owner.workspace.slug}/on-disk.git/info/refs`, {
      headers: { authorization },
    });
    expect(dumb.status).toBe(400);
    const traversal = await fetch(
      `${base}/git/${owner.workspace.slug}/..%2Fon-disk.git/info/refs?service=git-upload-pack`,
      {
        headers: { authorization },
      },
    );
    expect(traversal.status).toBe(404);
  });
});

describe('Aerie Git on a host of its own (GIT_HOST)', () => {
  it('names the host in clone urls and answers there only', async () => {
    const own = await startTestApp({ env: { GIT_DIR: dirs.dir('aerie-git-own-'), GIT_HOST: 'git.aerie.test' } });
    try {
      const { owner, project } = await projectTeam(own);
      const repository = await createRepository(own, owner.token, owner.workspace.slug, project.u_id, { name: 'site' });
      expect(repository.http_url).toBe(`http://git.aerie.test/${owner.workspace.slug}/site.git`);
      const { token } = await createAccessToken(own, owner.token);
      const authorization = `Basic ${Buffer.from(`${owner.email}:${token}`).toString('base64')}`;
      const refs = `/${owner.workspace.slug}/site.git/info/refs?service=git-upload-pack`;
      const onGitHost = await own.app.inject({ url: refs, headers: { host: 'git.aerie.test', authorization } });
      expect(onGitHost.statusCode, onGitHost.body).toBe(200);
      const onAppHost = await own.app.inject({ url: `/git${refs}`, headers: { host: 'aerie.test', authorization } });
      expect(onAppHost.statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});
