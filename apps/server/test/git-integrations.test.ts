import { Writable } from 'node:stream';

import { REPOSITORY_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gitIntegrations, oauthStates } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { hashToken } from '../src/lib/secret-hashing.js';
import { authorize, connectPlatform, platformConfig, startFakeGitProviders } from './support/fake-git-providers.js';
import { accountWithWorkspace, createProject, joinWorkspace } from './support/project-fixtures.js';
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

const db = () => t.runtime.ctx.db;
type Platform = 'github' | 'gitlab' | 'bitbucket';
const integrate = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/repositories/integrate', token, body });
const integrations = (token: string, workspaceId: number) =>
  t.call({ method: 'GET', url: `/api/repositories/${workspaceId}/integrations`, token });
const importable = (token: string, slug: string, platform: Platform) =>
  t.call({ method: 'GET', url: `/api/repositories/${slug}?platform=${platform}`, token });
const integrationRow = async (workspaceId: number, platform: Platform) =>
  (
    await db()
      .select()
      .from(gitIntegrations)
      .where(and(eq(gitIntegrations.workspaceId, workspaceId), eq(gitIntegrations.platform, platform)))
  )[0];

function expectStateMismatch(reply: { statusCode: number; json(): unknown; body: string }) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toMatchObject({
    success: false,
    error: 'bad_request',
    message: REPOSITORY_MESSAGES.stateMismatch,
  });
}

describe('repositories/{platform}/config', () => {
  it('gives the client id, the redirect url, the scope and a state stored only as its hash, for 10 minutes', async () => {
    const owner = await accountWithWorkspace(t);
    const before = Date.now();
    const config = await platformConfig(t, owner.token, owner.workspace.id, 'github');
    expect(config).toMatchObject({
      platform: 'github',
      client_id: fakes.github.clientId,
      redirect_url: 'http://aerie.test/dashboard/integrations',
      // GitHub has no pull_requests scope: `repo` covers pull requests (docs/spec-deviations.md).
      scope: 'repo user write:public_key',
    });
    const authorizeUrl = new URL(config.authorize_url);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${fakes.github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      client_id: fakes.github.clientId,
      redirect_uri: config.redirect_url,
      scope: config.scope,
      state: config.state,
    });
    const [row] = await db()
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(config.state)));
    expect(row).toMatchObject({ workspaceId: owner.workspace.id, platform: 'github', usedAt: null });
    expect(row!.expiresAt.getTime() - before).toBeGreaterThan(9.9 * 60_000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('asks GitLab with a PKCE S256 challenge and keeps the verifier encrypted', async () => {
    const owner = await accountWithWorkspace(t);
    const config = await platformConfig(t, owner.token, owner.workspace.id, 'gitlab');
    const query = new URL(config.authorize_url).searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('response_type')).toBe('code');
    const [row] = await db()
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(config.state)));
    expect(row!.codeVerifierEnc).toMatch(/^k[0-9a-f]{12}\./);
  });

  it('answers 404 for a workspace the caller is not in', async () => {
    const owner = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    const reply = await t.call({
      method: 'GET',
      url: `/api/repositories/github/config?business_id=${owner.workspace.id}`,
      token: stranger.token,
    });
    expect(reply.statusCode).toBe(404);
  });

  it('refuses an unknown platform and a missing business_id by field', async () => {
    const owner = await accountWithWorkspace(t);
    const unknown = await t.call({
      method: 'GET',
      url: `/api/repositories/gitea/config?business_id=${owner.workspace.id}`,
      token: owner.token,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ slug: ['Platform is invalid'] });
    const missing = await t.call({ method: 'GET', url: '/api/repositories/github/config', token: owner.token });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['business_id']);
  });
});

describe('repositories/integrate', () => {
  it('connects GitHub: the token is stored encrypted and the card shows the account', async () => {
    const owner = await accountWithWorkspace(t);
    const reply = await connectPlatform(t, owner.token, owner.workspace.id, 'github');
    expect(reply.json()).toEqual({ success: true, message: REPOSITORY_MESSAGES.integrated('GitHub') });
    const row = await integrationRow(owner.workspace.id, 'github');
    const issued = fakes.github.issuedAccessTokens().at(-1)!;
    expect(row!.accessTokenEnc).toMatch(/^k[0-9a-f]{12}\./);
    expect(row!.accessTokenEnc).not.toContain(issued);
    expect(row).toMatchObject({
      accountLogin: fakes.github.login,
      connectedById: owner.userId,
      refreshTokenEnc: null,
      expiresAt: null,
    });
    // GitHub's token request asked for JSON and sent the secret only there.
    const exchange = fakes.github.requests.filter((request) => request.path === '/login/oauth/access_token').at(-1)!;
    expect(exchange.headers.accept).toBe('application/json');
    const apiCall = fakes.github.requests.filter((request) => request.path === '/api/user').at(-1)!;
    expect(apiCall.headers).toMatchObject({
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      authorization: `Bearer ${issued}`,
    });
  });

  it('connects GitLab with PKCE and Bitbucket with client Basic auth, keeping their refresh tokens', async () => {
    const owner = await accountWithWorkspace(t);
    await connectPlatform(t, owner.token, owner.workspace.id, 'gitlab');
    await connectPlatform(t, owner.token, owner.workspace.id, 'bitbucket');
    for (const platform of ['gitlab', 'bitbucket'] as const) {
      const row = await integrationRow(owner.workspace.id, platform);
      expect(row!.refreshTokenEnc).toMatch(/^k[0-9a-f]{12}\./);
      expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
      expect(row!.accountLogin).toBe(fakes[platform].login);
    }
    const gitlabExchange = fakes.gitlab.requests.filter((request) => request.path === '/oauth/token').at(-1)!;
    expect(gitlabExchange.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(gitlabExchange.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bitbucketExchange = fakes.bitbucket.requests
      .filter((request) => request.path === '/site/oauth2/access_token')
      .at(-1)!;
    expect(bitbucketExchange.headers.authorization).toMatch(/^Basic /);
    expect(bitbucketExchange.body).not.toContain(fakes.bitbucket.clientSecret);
  });

  it('refuses a state from another session, platform or workspace, a used one and an expired one', async () => {
    const owner = await accountWithWorkspace(t);
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId, 'maintainer');
    const body = async (platform: Platform = 'github') => {
      const config = await platformConfig(t, owner.token, owner.workspace.id, platform);
      return { ...(await authorize(config.authorize_url)), platform, business_id: owner.workspace.id };
    };

    // A teammate, and the owner's own second session, cannot finish what this session started.
    expectStateMismatch(await integrate(teammate.token, await body()));
    const otherSession = await createSession(db(), owner.userId, t.runtime.ctx.clock.now());
    expectStateMismatch(await integrate(otherSession, await body()));
    // Started for GitHub, returned as GitLab.
    expectStateMismatch(await integrate(owner.token, { ...(await body()), platform: 'gitlab' }));
    // Started for this workspace, returned for another of the caller's workspaces.
    const second = await t.call({
      method: 'POST',
      url: '/api/businesses/create',
      token: owner.token,
      body: { name: 'Second Co', email: 'second@example.com', phone: '+44 20 7946 0000' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json().data.id as number;
    expectStateMismatch(await integrate(owner.token, { ...(await body()), business_id: secondId }));
    // An unknown state.
    expectStateMismatch(await integrate(owner.token, { ...(await body()), state: 'x'.repeat(43) }));
    // Expired.
    const expiring = await body();
    await db()
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, hashToken(expiring.state)));
    expectStateMismatch(await integrate(owner.token, expiring));
    expect(await integrationRow(owner.workspace.id, 'github')).toBeUndefined();

    // Used once, never again: a replay of a successful return is refused.
    const good = await body();
    expect((await integrate(owner.token, good)).statusCode).toBe(200);
    expectStateMismatch(await integrate(owner.token, good));
  });

  it("passes on GitHub's token error, which comes in a 200 body, and stores nothing", async () => {
    const owner = await accountWithWorkspace(t);
    const config = await platformConfig(t, owner.token, owner.workspace.id, 'github');
    const reply = await integrate(owner.token, {
      code: 'not-a-code-github-issued',
      state: config.state,
      platform: 'github',
      business_id: owner.workspace.id,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'GitHub said: The code passed is incorrect or expired.',
    });
    expect(await integrationRow(owner.workspace.id, 'github')).toBeUndefined();
  });

  it("passes on GitLab's invalid_grant (a wrong PKCE verifier looks the same) and Bitbucket's 400", async () => {
    const owner = await accountWithWorkspace(t);
    for (const platform of ['gitlab', 'bitbucket'] as const) {
      const config = await platformConfig(t, owner.token, owner.workspace.id, platform);
      const reply = await integrate(owner.token, {
        code: 'wrong',
        state: config.state,
        platform,
        business_id: owner.workspace.id,
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toMatch(/authorization grant is invalid/);
    }
    // A code issued for another challenge than this attempt's: GitLab refuses the verifier.
    const config = await platformConfig(t, owner.token, owner.workspace.id, 'gitlab');
    const code = fakes.gitlab.issueCode({ codeChallenge: 'A'.repeat(43) });
    const reply = await integrate(owner.token, {
      code,
      state: config.state,
      platform: 'gitlab',
      business_id: owner.workspace.id,
    });
    expect(reply.statusCode).toBe(400);
    expect(await integrationRow(owner.workspace.id, 'gitlab')).toBeUndefined();
  });

  it('answers 404 for a workspace the caller is not in, before looking at the state', async () => {
    const owner = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    const config = await platformConfig(t, owner.token, owner.workspace.id, 'github');
    const { code, state } = await authorize(config.authorize_url);
    const reply = await integrate(stranger.token, { code, state, platform: 'github', business_id: owner.workspace.id });
    expect(reply.statusCode).toBe(404);
  });

  it('refuses bad input by field', async () => {
    const owner = await accountWithWorkspace(t);
    const valid = { code: 'abc', state: 's'.repeat(43), platform: 'github', business_id: owner.workspace.id };
    for (const [field, value] of [
      ['code', ''],
      ['code', 'x'.repeat(513)],
      ['state', ''],
      ['platform', 'gitea'],
      ['business_id', 'one'],
    ] as const) {
      const reply = await integrate(owner.token, { ...valid, [field]: value });
      expect(reply.statusCode, `${field}=${value}`).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual([field]);
    }
  });
});

describe('repositories/{id}/integrations', () => {
  it('lists the three platforms, connected or not, with their images', async () => {
    const owner = await accountWithWorkspace(t);
    await connectPlatform(t, owner.token, owner.workspace.id, 'gitlab');
    const reply = await integrations(owner.token, owner.workspace.id);
    expect(reply.statusCode).toBe(200);
    const cards = reply.json().data as Array<Record<string, unknown>>;
    expect(cards.map((card) => card.platform)).toEqual(['github', 'gitlab', 'bitbucket']);
    expect(cards[0]).toMatchObject({
      name: 'GitHub',
      image: '/images/platforms/github.svg',
      isActive: false,
      status: 'disconnected',
      configured: true,
      account: null,
      connected_at: null,
      u_id: owner.workspace.id,
    });
    expect(cards[1]).toMatchObject({
      name: 'GitLab',
      isActive: true,
      status: 'connected',
      account: fakes.gitlab.login,
      connected_at: expect.any(String),
    });
    expect(JSON.stringify(cards)).not.toMatch(/token|secret/i);
  });

  it('answers 404 to someone outside the workspace and lets a teammate look', async () => {
    const owner = await accountWithWorkspace(t);
    const teammate = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId);
    expect((await integrations(stranger.token, owner.workspace.id)).statusCode).toBe(404);
    expect((await integrations(teammate.token, owner.workspace.id)).statusCode).toBe(200);
  });
});

describe('DELETE repositories/{slug}/{platform}', () => {
  it('forgets the connection and its tokens; the import list then says to connect first', async () => {
    const owner = await accountWithWorkspace(t);
    await connectPlatform(t, owner.token, owner.workspace.id, 'github');
    const reply = await t.call({
      method: 'DELETE',
      url: `/api/repositories/${owner.workspace.slug}/github`,
      token: owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: REPOSITORY_MESSAGES.revoked('GitHub') });
    expect(await integrationRow(owner.workspace.id, 'github')).toBeUndefined();
    const list = await importable(owner.token, owner.workspace.slug, 'github');
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ success: false, message: REPOSITORY_MESSAGES.notConnected });
    const again = await t.call({
      method: 'DELETE',
      url: `/api/repositories/${owner.workspace.slug}/github`,
      token: owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to someone outside the workspace and leaves the connection', async () => {
    const owner = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    await connectPlatform(t, owner.token, owner.workspace.id, 'github');
    const reply = await t.call({
      method: 'DELETE',
      url: `/api/repositories/${owner.workspace.slug}/github`,
      token: stranger.token,
    });
    expect(reply.statusCode).toBe(404);
    expect(await integrationRow(owner.workspace.id, 'github')).toBeDefined();
  });
});

describe('tokens over time', () => {
  it('refreshes an expiring GitLab token before use and stores the new refresh token', async () => {
    const owner = await accountWithWorkspace(t);
    fakes.gitlab.setTokenLifetime(30);
    try {
      await connectPlatform(t, owner.token, owner.workspace.id, 'gitlab');
    } finally {
      fakes.gitlab.setTokenLifetime(7200);
    }
    const before = await integrationRow(owner.workspace.id, 'gitlab');
    fakes.gitlab.addRepository({ name: 'refreshed-list' });
    const reply = await importable(owner.token, owner.workspace.slug, 'gitlab');
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await integrationRow(owner.workspace.id, 'gitlab');
    expect(after!.accessTokenEnc).not.toBe(before!.accessTokenEnc);
    expect(after!.refreshTokenEnc).not.toBe(before!.refreshTokenEnc);
    expect(after!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    // The stored refresh token is the one the provider still accepts (the old one was rotated away).
    const { openSecret } = await import('../src/modules/secrets/secret-box.js');
    const stored = openSecret(
      t.runtime.ctx.config,
      after!.refreshTokenEnc!,
      `git_integrations:${owner.workspace.id}:gitlab:refresh`,
    );
    expect(fakes.gitlab.liveRefreshTokens()).toContain(stored);
    const refresh = fakes.gitlab.requests.filter((request) => request.path === '/oauth/token').at(-1)!;
    expect(new URLSearchParams(refresh.body).get('grant_type')).toBe('refresh_token');
  });

  it('tells the person to re-integrate when the provider no longer accepts the token', async () => {
    const owner = await accountWithWorkspace(t);
    await connectPlatform(t, owner.token, owner.workspace.id, 'bitbucket');
    fakes.bitbucket.revokeAccessTokens();
    const reply = await importable(owner.token, owner.workspace.slug, 'bitbucket');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, error: 'bad_request' });
    expect(reply.json().message).toContain(REPOSITORY_MESSAGES.reintegrate);
  });
});

describe('tokens at rest', () => {
  it("are bound to their workspace: a ciphertext copied to another workspace's row does not open", async () => {
    const first = await accountWithWorkspace(t);
    const second = await accountWithWorkspace(t);
    await connectPlatform(t, first.token, first.workspace.id, 'github');
    await connectPlatform(t, second.token, second.workspace.id, 'github');
    const firstRow = await integrationRow(first.workspace.id, 'github');
    await db()
      .update(gitIntegrations)
      .set({ accessTokenEnc: firstRow!.accessTokenEnc })
      .where(and(eq(gitIntegrations.workspaceId, second.workspace.id), eq(gitIntegrations.platform, 'github')));
    const reply = await importable(second.token, second.workspace.slug, 'github');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain(REPOSITORY_MESSAGES.reintegrate);
    expect((await importable(first.token, first.workspace.slug, 'github')).statusCode).toBe(200);
  });
});

describe('a server without a client id for a platform', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ env: fakes.github.env });
  });
  afterAll(() => bare.close());

  it('says so on the card and when asked for its config', async () => {
    const owner = await accountWithWorkspace(bare);
    const cards = (
      await bare.call({
        method: 'GET',
        url: `/api/repositories/${owner.workspace.id}/integrations`,
        token: owner.token,
      })
    ).json().data as Array<{ platform: string; configured: boolean; status: string }>;
    expect(cards.map((card) => [card.platform, card.configured, card.status])).toEqual([
      ['github', true, 'disconnected'],
      ['gitlab', false, 'unavailable'],
      ['bitbucket', false, 'unavailable'],
    ]);
    const reply = await bare.call({
      method: 'GET',
      url: `/api/repositories/gitlab/config?business_id=${owner.workspace.id}`,
      token: owner.token,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message: REPOSITORY_MESSAGES.notConfigured });
  });
});

describe('connection attempts', () => {
  it('are limited per session, and the stale states of the session are cleared', async () => {
    const owner = await accountWithWorkspace(t);
    const expired = await platformConfig(t, owner.token, owner.workspace.id, 'github');
    await db()
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, hashToken(expired.state)));
    for (let attempt = 1; attempt < 30; attempt += 1)
      await platformConfig(t, owner.token, owner.workspace.id, 'github');
    expect(
      await db()
        .select()
        .from(oauthStates)
        .where(eq(oauthStates.stateHash, hashToken(expired.state))),
    ).toEqual([]);
    const refused = await t.call({
      method: 'GET',
      url: `/api/repositories/github/config?business_id=${owner.workspace.id}`,
      token: owner.token,
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe('logs', () => {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let logged: TestApp;
  beforeAll(async () => {
    logged = await startTestApp({ env: { ...fakes.env, LOG_LEVEL: 'debug' }, logStream: capture });
  });
  afterAll(() => logged.close());

  it('never carry a token, a refresh token, a code or a client secret, even when calls fail', async () => {
    const owner = await accountWithWorkspace(logged);
    fakes.gitlab.setTokenLifetime(30);
    try {
      await connectPlatform(logged, owner.token, owner.workspace.id, 'gitlab');
    } finally {
      fakes.gitlab.setTokenLifetime(7200);
    }
    const project = await createProject(logged, owner.token, owner.workspace.id);
    const repo = fakes.gitlab.addRepository({ failCommits: true });
    const imported = await logged.call({
      method: 'POST',
      url: `/api/projects/repositories/${owner.workspace.slug}/import`,
      token: owner.token,
      body: { name: repo.name, platform: 'gitlab', project_id: project.u_id, platform_repo_id: String(repo.id) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const code = fakes.gitlab.issueCode();
    const config = await platformConfig(logged, owner.token, owner.workspace.id, 'gitlab');
    await logged.call({
      method: 'POST',
      url: '/api/repositories/integrate',
      token: owner.token,
      body: { code, state: config.state, platform: 'gitlab', business_id: owner.workspace.id },
    });
    fakes.gitlab.revokeAccessTokens();
    await logged.call({
      method: 'GET',
      url: `/api/repositories/${owner.workspace.slug}?platform=gitlab`,
      token: owner.token,
    });

    const log = lines.join('');
    expect(log).toContain('provider commits could not be fetched');
    const secrets = [
      ...fakes.gitlab.issuedAccessTokens(),
      ...fakes.gitlab.liveRefreshTokens(),
      fakes.gitlab.clientSecret,
      code,
      config.state,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
