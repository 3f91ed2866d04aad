import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBitbucketProvider } from '../src/adapters/git-providers/bitbucket-provider.js';
import { GitProviderError, type GitProvider } from '../src/adapters/git-providers/git-provider.js';
import { createGitHubProvider, nextPageOfLink } from '../src/adapters/git-providers/github-provider.js';
import { createGitLabProvider } from '../src/adapters/git-providers/gitlab-provider.js';
import { authorize, providerRepoId, startFakeGitProviders } from './support/fake-git-providers.js';

/* The adapters against the fake providers directly: shapes, pagination, errors, timeouts. */

let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
let github: GitProvider;
let gitlab: GitProvider;
let bitbucket: GitProvider;
const REDIRECT = 'http://aerie.test/dashboard/integrations';

beforeAll(async () => {
  fakes = await startFakeGitProviders();
  const settings = (fake: typeof fakes.github, apiUrl: string) => ({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webUrl: fake.url,
    apiUrl,
  });
  github = createGitHubProvider(settings(fakes.github, `${fakes.github.url}/api`));
  gitlab = createGitLabProvider(settings(fakes.gitlab, `${fakes.gitlab.url}/api/v4`));
  bitbucket = createBitbucketProvider(settings(fakes.bitbucket, `${fakes.bitbucket.url}/api/2.0`));
});
afterAll(() => fakes.close());

async function failure(promise: Promise<unknown>): Promise<GitProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GitProviderError);
  return error as GitProviderError;
}

async function tokenOf(provider: GitProvider, codeChallenge?: string, codeVerifier?: string) {
  const fake = fakes[provider.platform];
  return provider.exchangeCode(fake.issueCode({ codeChallenge }), REDIRECT, codeVerifier);
}

describe('GitHub', () => {
  it('builds the authorize url the browser is sent to, and the fake sends it back with code and state', async () => {
    const url = github.authorizeUrl({
      clientId: fakes.github.clientId,
      redirectUrl: REDIRECT,
      state: 'st',
      scope: github.scope,
    });
    expect(url.startsWith(`${fakes.github.url}/login/oauth/authorize?`)).toBe(true);
    const back = await authorize(url);
    expect(back.state).toBe('st');
    expect((await github.exchangeCode(back.code, REDIRECT)).accessToken).toMatch(/^gho_/);
  });

  it('reads the token error from a 200 body: bad code, bad client secret', async () => {
    const badCode = await failure(github.exchangeCode('nope', REDIRECT));
    expect(badCode).toMatchObject({ kind: 'rejected', reason: 'The code passed is incorrect or expired.' });
    const wrongSecret = createGitHubProvider({
      clientId: fakes.github.clientId,
      clientSecret: 'wrong',
      webUrl: fakes.github.url,
      apiUrl: `${fakes.github.url}/api`,
    });
    const badClient = await failure(wrongSecret.exchangeCode(fakes.github.issueCode(), REDIRECT));
    expect(badClient.reason).toMatch(/client_id and\/or client_secret/);
  });

  it('pages by the Link header, reads one repository by id, and maps commits', async () => {
    const { accessToken } = await tokenOf(github);
    while (fakes.github.repositories.filter((repo) => repo.owner === fakes.github.login).length < 4)
      fakes.github.addRepository();
    const first = await github.listRepositories(accessToken, 1, 2);
    expect(first.items).toHaveLength(2);
    expect(first.nextPage).toBe(2);
    const repo = await github.getRepository(accessToken, first.items[0]!.id);
    expect(repo).toEqual(first.items[0]);
    expect(repo.fullName).toBe(`${fakes.github.login}/${repo.name}`);
    const commits = await github.listCommits(accessToken, repo, 'main', 30);
    expect(commits[0]).toEqual({
      sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      message: expect.any(String),
      authorName: 'Ada',
      authorEmail: 'ada@example.com',
      committedAt: expect.any(Date),
    });
    expect(await github.currentUser(accessToken)).toBe(fakes.github.login);
  });

  it('says not_found without asking for an id that is not GitHub-shaped, and unauthorized on 401', async () => {
    const { accessToken } = await tokenOf(github);
    const before = fakes.github.requests.length;
    expect((await failure(github.getRepository(accessToken, '../../user'))).kind).toBe('not_found');
    expect(fakes.github.requests.length).toBe(before);
    expect((await failure(github.listRepositories('gho_unknown', 1))).kind).toBe('unauthorized');
  });

  it('reads the next page from a Link header', () => {
    expect(
      nextPageOfLink(
        '<https://api.github.com/user/repos?page=3&per_page=15>; rel="next", <https://x/?page=9>; rel="last"',
      ),
    ).toBe(3);
    expect(nextPageOfLink('<https://x/?page=1>; rel="prev"')).toBeNull();
    expect(nextPageOfLink(null)).toBeNull();
  });
});

describe('GitLab', () => {
  it('exchanges with PKCE, refreshes with rotation, and refuses a spent refresh token as unauthorized', async () => {
    const verifier = 'v'.repeat(43);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect((await failure(tokenOf(gitlab, challenge, 'w'.repeat(43)))).reason).toMatch(
      /authorization grant is invalid/,
    );
    const tokens = await tokenOf(gitlab, challenge, verifier);
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const refreshed = await gitlab.refresh(tokens.refreshToken!);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await failure(gitlab.refresh(tokens.refreshToken!))).kind).toBe('unauthorized');
  });

  it('pages by x-next-page and creates a project, passing on the reason it is refused', async () => {
    const { accessToken } = await tokenOf(gitlab);
    while (fakes.gitlab.repositories.length < 3) fakes.gitlab.addRepository();
    const first = await gitlab.listRepositories(accessToken, 1, 2);
    expect(first.nextPage).toBe(2);
    const created = await gitlab.createRepository(accessToken, { name: 'made-here', description: 'd', private: false });
    expect(created).toMatchObject({ name: 'made-here', private: false, defaultBranch: 'main' });
    const again = await failure(
      gitlab.createRepository(accessToken, { name: 'made-here', description: '', private: true }),
    );
    expect(again).toMatchObject({ kind: 'rejected', reason: expect.stringContaining('has already been taken') });
  });
});

describe('Bitbucket', () => {
  it('authenticates the client with Basic, pages by `next`, reads by uuid and splits commit authors', async () => {
    const tokens = await tokenOf(bitbucket);
    expect(tokens.refreshToken).toBeTruthy();
    while (fakes.bitbucket.repositories.length < 3) fakes.bitbucket.addRepository();
    const first = await bitbucket.listRepositories(tokens.accessToken, 1, 2);
    expect(first.nextPage).toBe(2);
    const repo = await bitbucket.getRepository(tokens.accessToken, first.items[0]!.id);
    expect(repo.id).toMatch(/^\{[0-9a-f-]{36}\}\/\{[0-9a-f-]{36}\}$/);
    expect(repo.sshUrl).toMatch(/^git@/);
    const commits = await bitbucket.listCommits(tokens.accessToken, repo, repo.defaultBranch, 30);
    expect(commits[0]).toMatchObject({ authorName: 'Ada', authorEmail: 'ada@example.com' });
    expect((await failure(bitbucket.getRepository(tokens.accessToken, 'a/b'))).kind).toBe('not_found');
  });

  it('refuses a wrong client secret with 400 and creates in the account workspace', async () => {
    const wrong = createBitbucketProvider({
      clientId: fakes.bitbucket.clientId,
      clientSecret: 'wrong',
      webUrl: fakes.bitbucket.url,
      apiUrl: `${fakes.bitbucket.url}/api/2.0`,
    });
    expect((await failure(wrong.exchangeCode(fakes.bitbucket.issueCode(), REDIRECT))).kind).toBe('rejected');
    const { accessToken } = await tokenOf(bitbucket);
    const created = await bitbucket.createRepository(accessToken, { name: 'bb-made', description: '', private: true });
    expect(created.fullName).toBe(`${fakes.bitbucket.login}/bb-made`);
  });
});

describe('push webhooks (issue 28)', () => {
  it.each(['github', 'gitlab', 'bitbucket'] as const)(
    '%s: makes a hook, reads the push it sends, refuses a forged one, and removes it (again: already gone)',
    async (platform) => {
      const provider = { github, gitlab, bitbucket }[platform];
      const fake = fakes[platform];
      const token = (await tokenOf(provider)).accessToken;
      const remote = fake.addRepository();
      const ref = { id: providerRepoId(platform, remote), fullName: `${remote.owner}/${remote.name.toLowerCase()}` };
      const secret = 's'.repeat(64);
      const hookId = await provider.createPushHook(token, ref, { url: 'http://aerie.test/api/hooks/git/gph1', secret });
      expect(fake.hooks).toContainEqual(expect.objectContaining({ id: hookId, repositoryId: remote.id, secret }));

      const tip = remote.commits[0]!.sha;
      const [delivery] = fake.push(remote, { messages: ['One', 'Two'] });
      const raw = Buffer.from(delivery!.body);
      expect(provider.deliveries.isAuthentic(delivery!.headers, raw, secret)).toBe(true);
      expect(provider.deliveries.isAuthentic(delivery!.headers, raw, 't'.repeat(64))).toBe(false);
      const read = provider.deliveries.read(delivery!.headers, raw);
      expect(read.pushes).toEqual([
        expect.objectContaining({ branch: 'main', before: tip, after: remote.commits[0]!.sha, commitCount: 2 }),
      ]);
      expect(read.pushes[0]!.commits.map((commit) => commit.message).sort()).toEqual(['One', 'Two']);
      // A new branch has no former tip; a deleted one is nothing to deploy.
      const [created] = fake.push(remote, { branch: 'feature/x' });
      expect(provider.deliveries.read(created!.headers, Buffer.from(created!.body)).pushes[0]!.before).toBe('');
      const [deleted] = fake.push(remote, { branch: 'feature/x', deleted: true });
      expect(provider.deliveries.read(deleted!.headers, Buffer.from(deleted!.body)).pushes).toEqual([]);

      await provider.deletePushHook(token, ref, hookId);
      expect(fake.hooks.filter((hook) => hook.repositoryId === remote.id)).toEqual([]);
      await provider.deletePushHook(token, ref, hookId);
    },
  );

  it('passes on why the provider refused a hook', async () => {
    const token = (await tokenOf(github)).accessToken;
    const remote = fakes.github.addRepository();
    fakes.github.refuseHooks('Sorry, the URL host localhost is not supported');
    try {
      const refused = await failure(
        github.createPushHook(
          token,
          { id: String(remote.id), fullName: `${remote.owner}/${remote.name}` },
          {
            url: 'http://localhost/api/hooks/git/gph1',
            secret: 'x',
          },
        ),
      );
      expect(refused).toMatchObject({ kind: 'rejected', reason: 'Sorry, the URL host localhost is not supported' });
    } finally {
      fakes.github.refuseHooks(null);
    }
  });
});

describe('a provider that does not answer', () => {
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Accepts the connection and never replies.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up after the timeout as unavailable', async () => {
    const slow = createGitHubProvider({
      clientId: 'c',
      clientSecret: 's',
      webUrl: silentUrl,
      apiUrl: silentUrl,
      timeoutMs: 300,
    });
    const started = Date.now();
    expect((await failure(slow.currentUser('t'))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('calls an unreachable one unavailable', async () => {
    const gone = createGitLabProvider({
      clientId: 'c',
      clientSecret: 's',
      webUrl: 'http://127.0.0.1:1',
      apiUrl: 'http://127.0.0.1:1',
    });
    expect((await failure(gone.listRepositories('t', 1))).kind).toBe('unavailable');
  });
});
