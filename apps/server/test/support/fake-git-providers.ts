import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { PlatformConfig } from '@aerie/contract';

import {
  deliver,
  hookReply,
  hookRequestOf,
  newCommits,
  pushDeliveries,
  type FakeDelivery,
  type FakeHook,
  type FakePushOptions,
} from './fake-provider-hooks.js';

export type { FakeDelivery, FakeHook, FakePushOptions } from './fake-provider-hooks.js';

/*
 * Local stand-ins for GitHub, GitLab and Bitbucket: one small HTTP server each, on port 0, answering with
 * the JSON shapes and status codes of docs/architecture.md § Ports and adapters — including the errors (GitHub's token
 * errors in a 200 body, GitLab's `invalid_grant`, Bitbucket's 400). Plain node, so Playwright can start
 * them too. The authorize page redirects straight back with a code, so a browser journey works. Push
 * webhooks are made and removed through the API, and a push sends the providers' real deliveries
 * (fake-provider-hooks.ts).
 */

export interface FakeCommit {
  sha: string;
  message: string;
  authorName: string;
  authorEmail: string;
  date: string;
}

export interface FakeRepository {
  id: number;
  uuid: string;
  name: string;
  description: string;
  private: boolean;
  createdAt: string;
  defaultBranch: string;
  /** The account that owns it; only its tokens see it. */
  owner: string;
  commits: FakeCommit[];
  /** The commit API answers 500 for this repository (to test that an import survives it). */
  failCommits?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

interface TokenGrant {
  login: string;
  expiresAt: number | null;
}

export interface FakeGitProvider {
  platform: 'github' | 'gitlab' | 'bitbucket';
  /** The server's origin: web (OAuth) and API both live here. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** What startTestApp (or a real process) needs in its environment to use this fake. */
  env: Record<string, string>;
  /** The account the codes sign in as. */
  login: string;
  repositories: FakeRepository[];
  requests: RecordedRequest[];
  /** A code the token endpoint accepts once, as the authorize page would hand it out. */
  issueCode(options?: { codeChallenge?: string; login?: string }): string;
  addRepository(overrides?: Partial<FakeRepository>): FakeRepository;
  /** How long new access tokens live, in seconds (GitLab and Bitbucket; GitHub's never expire). */
  setTokenLifetime(seconds: number): void;
  /** Every access token stops working (as after a revocation on the provider's side). */
  revokeAccessTokens(): void;
  /** Refresh tokens the fake still accepts (rotated on every use). */
  liveRefreshTokens(): string[];
  /** Access tokens issued so far. */
  issuedAccessTokens(): string[];
  /** The push webhooks made through the API and not removed. */
  hooks: FakeHook[];
  /** The hook-create call is refused with this reason (the provider's own error shape), or accepted again (null). */
  refuseHooks(reason: string | null): void;
  /**
   * Someone pushes to the repository: new commits on the branch (the default branch's are added to its
   * commit list), and the request each of its push hooks would receive, signed as the provider signs it.
   */
  push(repository: FakeRepository, options?: FakePushOptions): FakeDelivery[];
  /** POSTs a delivery to its hook's URL, as the provider does. */
  deliver(delivery: FakeDelivery): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/** JSON or form, as the client sent it. */
function parseForm(body: string, contentType: string | undefined): Record<string, string> {
  if (contentType?.includes('application/json')) {
    try {
      return JSON.parse(body) as Record<string, string>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

const sha = () => randomBytes(20).toString('hex');

type Handler = (
  request: IncomingMessage & { url: string },
  response: ServerResponse,
  context: { url: URL; body: string; state: FakeState },
) => void | Promise<void>;

interface FakeState {
  clientId: string;
  clientSecret: string;
  login: string;
  codes: Map<string, { login: string; codeChallenge?: string }>;
  access: Map<string, TokenGrant>;
  refresh: Map<string, string>;
  tokenLifetime: number | null;
  repositories: FakeRepository[];
  nextId: number;
  /** Every access token handed out. */
  issued: string[];
  /** Adds a repository made through a provider's create call. */
  createRepository(overrides: Partial<FakeRepository>): FakeRepository;
  hooks: FakeHook[];
  hookRefusal: string | null;
  /** Each branch's tip, by `{repository id}:{branch}`, once a push moved it. */
  tips: Map<string, string>;
}

/**
 * Where a fake listens and which OAuth client it knows. The tests take the defaults (a free port, fresh
 * credentials); the end-to-end suite fixes them, because it must give the app its environment before the
 * fake is up.
 */
export interface FakeOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

async function startFake(
  platform: FakeGitProvider['platform'],
  handler: Handler,
  envOf: (url: string, state: FakeState) => Record<string, string>,
  tokenLifetime: number | null,
  options: FakeOptions = {},
): Promise<FakeGitProvider> {
  const requests: RecordedRequest[] = [];
  const state: FakeState = {
    clientId: options.clientId ?? `${platform}-client-${randomBytes(4).toString('hex')}`,
    clientSecret: options.clientSecret ?? `${platform}-secret-${randomBytes(8).toString('hex')}`,
    login: `octo-${platform}`,
    codes: new Map(),
    access: new Map(),
    refresh: new Map(),
    tokenLifetime,
    repositories: [],
    nextId: 1000,
    issued: [],
    hooks: [],
    hookRefusal: null,
    tips: new Map(),
    // A repository made through the create call has one commit, as `auto_init` gives.
    createRepository: (overrides) => {
      const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
      const first = {
        sha: sha(),
        message: 'Initial commit',
        authorName: 'Octo',
        authorEmail: 'octo@example.com',
        date: new Date().toISOString(),
      };
      return fake.addRepository({ ...given, commits: [first] });
    },
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname + url.search,
        headers: request.headers,
        body,
      });
      await handler(request as IncomingMessage & { url: string }, response, { url, body, state });
    })().catch(() => send(response, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeGitProvider = {
    platform,
    url,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    env: envOf(url, state),
    login: state.login,
    repositories: state.repositories,
    requests,
    issueCode(options = {}) {
      const code = randomBytes(10).toString('hex');
      state.codes.set(code, { login: options.login ?? state.login, codeChallenge: options.codeChallenge });
      return code;
    },
    addRepository(overrides = {}) {
      state.nextId += 1;
      const name = overrides.name ?? `repo-${state.nextId}`;
      const repository: FakeRepository = {
        id: state.nextId,
        uuid: `{${randomUUID()}}`,
        name,
        description: `The ${name} repository`,
        private: true,
        createdAt: '2026-01-05T10:00:00Z',
        defaultBranch: 'main',
        owner: state.login,
        commits: [
          {
            sha: sha(),
            message: 'Second commit',
            authorName: 'Ada',
            authorEmail: 'ada@example.com',
            date: '2026-01-06T10:00:00Z',
          },
          {
            sha: sha(),
            message: 'Initial commit',
            authorName: 'Ada',
            authorEmail: 'ada@example.com',
            date: '2026-01-05T10:00:00Z',
          },
        ],
        ...overrides,
      };
      state.repositories.push(repository);
      return repository;
    },
    setTokenLifetime(seconds) {
      state.tokenLifetime = seconds;
    },
    revokeAccessTokens() {
      state.access.clear();
    },
    liveRefreshTokens: () => [...state.refresh.keys()],
    issuedAccessTokens: () => state.issued,
    hooks: state.hooks,
    refuseHooks(reason) {
      state.hookRefusal = reason;
    },
    push(repository, options = {}) {
      const branch = options.tag ?? options.branch ?? repository.defaultBranch;
      const key = `${repository.id}:${branch}`;
      const isDefault = !options.tag && branch === repository.defaultBranch;
      const before = state.tips.get(key) ?? (isDefault ? (repository.commits[0]?.sha ?? '') : '');
      const commits = options.deleted ? [] : newCommits(options.messages ?? ['Change the page', 'Fix the footer']);
      if (options.deleted) state.tips.delete(key);
      else state.tips.set(key, commits.at(-1)!.sha);
      if (isDefault) repository.commits.unshift(...[...commits].reverse());
      return pushDeliveries(
        platform,
        { origin: url, repository, login: repository.owner, hooks: state.hooks, before },
        options,
        commits,
      );
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

/** A new access (and, where the provider has them, refresh) token for `login`. */
function grant(state: FakeState, login: string, prefix: string, withRefresh: boolean) {
  const accessToken = `${prefix}_${randomBytes(16).toString('hex')}`;
  const expiresAt = state.tokenLifetime === null ? null : Date.now() + state.tokenLifetime * 1000;
  state.access.set(accessToken, { login, expiresAt });
  state.issued.push(accessToken);
  const refreshToken = withRefresh ? `${prefix}r_${randomBytes(16).toString('hex')}` : null;
  if (refreshToken) state.refresh.set(refreshToken, login);
  return { accessToken, refreshToken };
}

/** The account behind `Authorization: Bearer`, or null when it is unknown or expired. */
function bearer(request: IncomingMessage, state: FakeState): string | null {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const found = token ? state.access.get(token) : undefined;
  if (!found || (found.expiresAt !== null && found.expiresAt <= Date.now())) return null;
  return found.login;
}

function redirectBack(response: ServerResponse, url: URL, state: FakeState, codeChallenge?: string) {
  const redirect = url.searchParams.get('redirect_uri');
  if (url.searchParams.get('client_id') !== state.clientId || !redirect)
    return send(response, 404, { message: 'Not Found' });
  const code = randomBytes(10).toString('hex');
  state.codes.set(code, { login: state.login, codeChallenge });
  const back = new URL(redirect);
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  response.writeHead(302, { location: back.toString() });
  response.end();
}

const visible = (state: FakeState, login: string) => state.repositories.filter((repo) => repo.owner === login);

/**
 * A hook-create call on `repository`: the hook it made (with the provider's reply), or why not — the
 * refusal set by `refuseHooks`, a body the provider would not take, or a hook already sending to that URL.
 */
function addHook(
  platform: FakeGitProvider['platform'],
  state: FakeState,
  repository: FakeRepository,
  body: string,
  origin: string,
): { reply: unknown } | { refused: string } {
  if (state.hookRefusal) return { refused: state.hookRefusal };
  const wanted = hookRequestOf(platform, body);
  if (!wanted) return { refused: 'Invalid request' };
  if (state.hooks.some((hook) => hook.repositoryId === repository.id && hook.url === wanted.url))
    return { refused: 'Hook already exists on this repository' };
  state.nextId += 1;
  const id = platform === 'bitbucket' ? `{${randomUUID()}}` : String(state.nextId);
  const hook: FakeHook = { id, repositoryId: repository.id, ...wanted };
  state.hooks.push(hook);
  return { reply: hookReply(platform, hook, origin, repository) };
}

/** A hook-delete call: whether the repository had that hook. */
function removeHook(state: FakeState, repository: FakeRepository, id: string): boolean {
  const index = state.hooks.findIndex((hook) => hook.repositoryId === repository.id && hook.id === id);
  if (index < 0) return false;
  state.hooks.splice(index, 1);
  return true;
}

function page<T>(items: T[], url: URL, sizeParam: string, pageParam = 'page') {
  const size = Math.min(Number(url.searchParams.get(sizeParam) ?? 30) || 30, 100);
  const number = Math.max(Number(url.searchParams.get(pageParam) ?? 1) || 1, 1);
  const slice = items.slice((number - 1) * size, number * size);
  return { slice, number, hasNext: number * size < items.length };
}

// ---------------------------------------------------------------- GitHub

function githubRepo(origin: string, repo: FakeRepository) {
  return {
    id: repo.id,
    node_id: `R_${repo.id}`,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { login: repo.owner },
    private: repo.private,
    description: repo.description,
    created_at: repo.createdAt,
    html_url: `${origin}/${repo.owner}/${repo.name}`,
    clone_url: `${origin}/${repo.owner}/${repo.name}.git`,
    ssh_url: `git@github.test:${repo.owner}/${repo.name}.git`,
    default_branch: repo.defaultBranch,
  };
}

const githubHandler: Handler = (request, response, { url, body, state }) => {
  const origin = `http://${request.headers.host}`;
  const path = url.pathname;
  if (request.method === 'GET' && path === '/login/oauth/authorize') return redirectBack(response, url, state);
  if (request.method === 'POST' && path === '/login/oauth/access_token') {
    const values = parseForm(body, request.headers['content-type']);
    // GitHub answers token errors with 200 and `error` in the body.
    if (values.client_id !== state.clientId || values.client_secret !== state.clientSecret)
      return send(response, 200, {
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials',
      });
    const code = state.codes.get(values.code ?? '');
    state.codes.delete(values.code ?? '');
    if (!code)
      return send(response, 200, {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
      });
    const { accessToken } = grant(state, code.login, 'gho', false);
    return send(response, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      scope: 'repo,user,write:public_key',
    });
  }
  if (!path.startsWith('/api/')) return send(response, 404, { message: 'Not Found' });
  const api = path.slice(4);
  const login = bearer(request, state);
  if (!login)
    return send(response, 401, {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    });
  if (request.method === 'GET' && api === '/user') return send(response, 200, { login, id: 1, type: 'User' });
  if (request.method === 'GET' && api === '/user/repos') {
    const { slice, number, hasNext } = page(visible(state, login), url, 'per_page');
    const headers: Record<string, string> = {};
    if (hasNext) {
      const next = new URL(`${origin}/api/user/repos`);
      next.searchParams.set('per_page', url.searchParams.get('per_page') ?? '30');
      next.searchParams.set('page', String(number + 1));
      headers.link = `<${next}>; rel="next", <${next}>; rel="last"`;
    }
    return send(
      response,
      200,
      slice.map((repo) => githubRepo(origin, repo)),
      headers,
    );
  }
  if (request.method === 'POST' && api === '/user/repos') {
    const values = JSON.parse(body || '{}') as { name?: string; description?: string; private?: boolean };
    if (visible(state, login).some((repo) => repo.name.toLowerCase() === values.name?.toLowerCase()))
      return send(response, 422, {
        message: 'Repository creation failed.',
        errors: [
          { resource: 'Repository', code: 'custom', field: 'name', message: 'name already exists on this account' },
        ],
      });
    const repo = state.createRepository({
      name: values.name,
      description: values.description ?? '',
      private: values.private ?? false,
      owner: login,
    });
    return send(response, 201, githubRepo(origin, repo));
  }
  const byId = /^\/repositories\/(\d+)$/.exec(api);
  if (request.method === 'GET' && byId) {
    const repo = visible(state, login).find((candidate) => candidate.id === Number(byId[1]));
    return repo ? send(response, 200, githubRepo(origin, repo)) : send(response, 404, { message: 'Not Found' });
  }
  const hooks = /^\/repos\/([^/]+)\/([^/]+)\/hooks(?:\/(\d+))?$/.exec(api);
  if (hooks) {
    const repo = visible(state, login).find((candidate) => candidate.owner === hooks[1] && candidate.name === hooks[2]);
    if (!repo) return send(response, 404, { message: 'Not Found' });
    if (request.method === 'POST' && !hooks[3]) {
      const made = addHook('github', state, repo, body, origin);
      if ('refused' in made)
        return send(response, 422, {
          message: 'Validation Failed',
          errors: [{ resource: 'Hook', code: 'custom', message: made.refused }],
          documentation_url: 'https://docs.github.com/rest/repos/webhooks#create-a-repository-webhook',
        });
      return send(response, 201, made.reply);
    }
    if (request.method === 'DELETE' && hooks[3])
      return removeHook(state, repo, hooks[3])
        ? send(response, 204, undefined)
        : send(response, 404, { message: 'Not Found' });
  }
  const commits = /^\/repos\/([^/]+)\/([^/]+)\/commits$/.exec(api);
  if (request.method === 'GET' && commits) {
    const repo = visible(state, login).find(
      (candidate) => candidate.owner === commits[1] && candidate.name === commits[2],
    );
    if (!repo) return send(response, 404, { message: 'Not Found' });
    if (repo.failCommits) return send(response, 500, { message: 'Server Error' });
    const { slice } = page(repo.commits, url, 'per_page');
    return send(
      response,
      200,
      slice.map((commit) => ({
        sha: commit.sha,
        commit: {
          message: commit.message,
          author: { name: commit.authorName, email: commit.authorEmail, date: commit.date },
          committer: { name: commit.authorName, email: commit.authorEmail, date: commit.date },
        },
        author: null,
        html_url: `${origin}/${repo.owner}/${repo.name}/commit/${commit.sha}`,
      })),
    );
  }
  return send(response, 404, { message: 'Not Found' });
};

// ---------------------------------------------------------------- GitLab

function gitlabProject(origin: string, repo: FakeRepository) {
  return {
    id: repo.id,
    name: repo.name,
    path: repo.name,
    path_with_namespace: `${repo.owner}/${repo.name}`,
    description: repo.description,
    created_at: repo.createdAt,
    default_branch: repo.defaultBranch,
    visibility: repo.private ? 'private' : 'public',
    ssh_url_to_repo: `git@gitlab.test:${repo.owner}/${repo.name}.git`,
    http_url_to_repo: `${origin}/${repo.owner}/${repo.name}.git`,
    web_url: `${origin}/${repo.owner}/${repo.name}`,
  };
}

const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
};

function oauthToken(
  state: FakeState,
  values: Record<string, string>,
  prefix: string,
): { status: number; body: unknown } {
  if (values.grant_type === 'authorization_code') {
    const code = state.codes.get(values.code ?? '');
    state.codes.delete(values.code ?? '');
    if (!code) return { status: 400, body: INVALID_GRANT };
    if (code.codeChallenge) {
      const challenge = createHash('sha256')
        .update(values.code_verifier ?? '')
        .digest('base64url');
      if (challenge !== code.codeChallenge) return { status: 400, body: INVALID_GRANT };
    }
    return { status: 200, body: tokenBody(state, code.login, prefix) };
  }
  if (values.grant_type === 'refresh_token') {
    const login = state.refresh.get(values.refresh_token ?? '');
    // Refresh tokens rotate: the one just spent never works again.
    state.refresh.delete(values.refresh_token ?? '');
    if (!login) return { status: 400, body: INVALID_GRANT };
    return { status: 200, body: tokenBody(state, login, prefix) };
  }
  return { status: 400, body: { error: 'unsupported_grant_type' } };
}

function tokenBody(state: FakeState, login: string, prefix: string) {
  const { accessToken, refreshToken } = grant(state, login, prefix, true);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: state.tokenLifetime ?? 7200,
    refresh_token: refreshToken,
    scope: prefix === 'glpat' ? 'api read_user' : 'account repository repository:write',
    scopes: 'account repository repository:write',
    created_at: Math.floor(Date.now() / 1000),
  };
}

const gitlabHandler: Handler = (request, response, { url, body, state }) => {
  const origin = `http://${request.headers.host}`;
  const path = url.pathname;
  if (request.method === 'GET' && path === '/oauth/authorize')
    return redirectBack(response, url, state, url.searchParams.get('code_challenge') ?? undefined);
  if (request.method === 'POST' && path === '/oauth/token') {
    const values = parseForm(body, request.headers['content-type']);
    if (values.client_id !== state.clientId || values.client_secret !== state.clientSecret)
      return send(response, 401, {
        error: 'invalid_client',
        error_description:
          'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      });
    const reply = oauthToken(state, values, 'glpat');
    return send(response, reply.status, reply.body);
  }
  if (!path.startsWith('/api/v4/')) return send(response, 404, { message: '404 Not Found' });
  const api = path.slice(7);
  const login = bearer(request, state);
  if (!login) return send(response, 401, { message: '401 Unauthorized' });
  if (request.method === 'GET' && api === '/user') return send(response, 200, { id: 1, username: login, name: 'Octo' });
  if (request.method === 'GET' && api === '/projects') {
    const { slice, number, hasNext } = page(visible(state, login), url, 'per_page');
    return send(
      response,
      200,
      slice.map((repo) => gitlabProject(origin, repo)),
      {
        'x-page': String(number),
        'x-next-page': hasNext ? String(number + 1) : '',
        'x-per-page': url.searchParams.get('per_page') ?? '20',
      },
    );
  }
  if (request.method === 'POST' && api === '/projects') {
    const values = JSON.parse(body || '{}') as { name?: string; description?: string; visibility?: string };
    if (visible(state, login).some((repo) => repo.name === values.name))
      return send(response, 400, { message: { name: ['has already been taken'], path: ['has already been taken'] } });
    const repo = state.createRepository({
      name: values.name,
      description: values.description ?? '',
      private: values.visibility !== 'public',
      owner: login,
    });
    return send(response, 201, gitlabProject(origin, repo));
  }
  const hooks = /^\/projects\/(\d+)\/hooks(?:\/(\d+))?$/.exec(api);
  if (hooks) {
    const repo = visible(state, login).find((candidate) => candidate.id === Number(hooks[1]));
    if (!repo) return send(response, 404, { message: '404 Project Not Found' });
    if (request.method === 'POST' && !hooks[2]) {
      const made = addHook('gitlab', state, repo, body, origin);
      if ('refused' in made) return send(response, 422, { message: { url: [made.refused] } });
      return send(response, 201, made.reply);
    }
    if (request.method === 'DELETE' && hooks[2])
      return removeHook(state, repo, hooks[2])
        ? send(response, 204, undefined)
        : send(response, 404, { message: '404 Not found' });
  }
  const project = /^\/projects\/(\d+)(\/repository\/commits)?$/.exec(api);
  if (request.method === 'GET' && project) {
    const repo = visible(state, login).find((candidate) => candidate.id === Number(project[1]));
    if (!repo) return send(response, 404, { message: '404 Project Not Found' });
    if (!project[2]) return send(response, 200, gitlabProject(origin, repo));
    if (repo.failCommits) return send(response, 500, { message: '500 Internal Server Error' });
    const { slice } = page(repo.commits, url, 'per_page');
    return send(
      response,
      200,
      slice.map((commit) => ({
        id: commit.sha,
        short_id: commit.sha.slice(0, 8),
        title: commit.message.split('\n')[0],
        message: commit.message,
        author_name: commit.authorName,
        author_email: commit.authorEmail,
        authored_date: commit.date,
        committed_date: commit.date,
        created_at: commit.date,
        web_url: `${origin}/${repo.owner}/${repo.name}/-/commit/${commit.sha}`,
      })),
    );
  }
  return send(response, 404, { message: '404 Not Found' });
};

// ---------------------------------------------------------------- Bitbucket

const WORKSPACE_UUIDS = new Map<string, string>();
const workspaceUuid = (slug: string) => {
  if (!WORKSPACE_UUIDS.has(slug)) WORKSPACE_UUIDS.set(slug, `{${randomUUID()}}`);
  return WORKSPACE_UUIDS.get(slug)!;
};

function bitbucketRepo(origin: string, repo: FakeRepository) {
  return {
    type: 'repository',
    uuid: repo.uuid,
    name: repo.name,
    slug: repo.name.toLowerCase(),
    full_name: `${repo.owner}/${repo.name.toLowerCase()}`,
    description: repo.description,
    created_on: repo.createdAt,
    is_private: repo.private,
    mainbranch: { type: 'branch', name: repo.defaultBranch },
    workspace: { type: 'workspace', slug: repo.owner, uuid: workspaceUuid(repo.owner) },
    links: {
      html: { href: `${origin}/${repo.owner}/${repo.name.toLowerCase()}` },
      clone: [
        { name: 'https', href: `${origin}/${repo.owner}/${repo.name.toLowerCase()}.git` },
        { name: 'ssh', href: `git@bitbucket.test:${repo.owner}/${repo.name.toLowerCase()}.git` },
      ],
    },
  };
}

const bitbucketError = (message: string) => ({ type: 'error', error: { message } });

const bitbucketHandler: Handler = (request, response, { url, body, state }) => {
  const origin = `http://${request.headers.host}`;
  const path = url.pathname;
  if (request.method === 'GET' && path === '/site/oauth2/authorize') return redirectBack(response, url, state);
  if (request.method === 'POST' && path === '/site/oauth2/access_token') {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (id !== state.clientId || secret !== state.clientSecret)
      return send(response, 400, { error: 'invalid_client', error_description: 'Invalid OAuth client credentials' });
    const reply = oauthToken(state, parseForm(body, request.headers['content-type']), 'bbt');
    return send(response, reply.status, reply.body);
  }
  if (!path.startsWith('/api/2.0/')) return send(response, 404, bitbucketError('Resource not found'));
  const api = path.slice(8);
  const login = bearer(request, state);
  if (!login)
    return send(
      response,
      401,
      bitbucketError('Access token expired. Use your refresh token to obtain a new access token.'),
    );
  if (request.method === 'GET' && api === '/user')
    return send(response, 200, {
      type: 'user',
      username: login,
      nickname: login,
      display_name: 'Octo',
      uuid: workspaceUuid(login),
    });
  if (request.method === 'GET' && api === '/repositories') {
    const { slice, number, hasNext } = page(visible(state, login), url, 'pagelen');
    const next = new URL(`${origin}/api/2.0/repositories`);
    next.searchParams.set('pagelen', url.searchParams.get('pagelen') ?? '10');
    next.searchParams.set('page', String(number + 1));
    return send(response, 200, {
      pagelen: slice.length,
      page: number,
      size: visible(state, login).length,
      values: slice.map((repo) => bitbucketRepo(origin, repo)),
      ...(hasNext ? { next: next.toString() } : {}),
    });
  }
  const hooks = /^\/repositories\/([^/]+)\/([^/]+)\/hooks(?:\/([^/]+))?$/.exec(api);
  if (hooks) {
    const [, workspace, slug, hookId] = hooks.map((part) => (part === undefined ? part : decodeURIComponent(part)));
    const repo = visible(state, login).find(
      (candidate) =>
        (workspace === candidate.owner || workspace === workspaceUuid(candidate.owner)) &&
        (slug === candidate.uuid || slug === candidate.name.toLowerCase()),
    );
    if (!repo) return send(response, 404, bitbucketError(`Repository ${workspace}/${slug} not found`));
    if (request.method === 'POST' && !hookId) {
      const made = addHook('bitbucket', state, repo, body, origin);
      if ('refused' in made) return send(response, 400, bitbucketError(made.refused));
      return send(response, 201, made.reply);
    }
    if (request.method === 'DELETE' && hookId)
      return removeHook(state, repo, hookId)
        ? send(response, 204, undefined)
        : send(response, 404, bitbucketError('Webhook not found'));
  }
  const match = /^\/repositories\/([^/]+)\/([^/]+)(?:\/commits(?:\/([^/]+))?)?$/.exec(api);
  if (match) {
    const [, workspace, slug] = match.map((part) => (part === undefined ? part : decodeURIComponent(part)));
    const isCommits = api.includes('/commits');
    const owns = (repo: FakeRepository) =>
      (workspace === repo.owner || workspace === workspaceUuid(repo.owner)) &&
      (slug === repo.uuid || slug === repo.name.toLowerCase());
    if (request.method === 'POST' && !isCommits) {
      if (workspace !== login) return send(response, 403, bitbucketError('You do not have access to this workspace.'));
      if (visible(state, login).some((repo) => repo.name.toLowerCase() === slug))
        return send(response, 400, bitbucketError('Repository with this Slug and Owner already exists.'));
      const values = JSON.parse(body || '{}') as { name?: string; description?: string; is_private?: boolean };
      const repo = state.createRepository({
        name: values.name ?? slug,
        description: values.description ?? '',
        private: values.is_private ?? true,
        owner: login,
      });
      return send(response, 200, bitbucketRepo(origin, repo));
    }
    const repo = visible(state, login).find(owns);
    if (request.method !== 'GET' || !repo)
      return send(response, 404, bitbucketError(`Repository ${workspace}/${slug} not found`));
    if (!isCommits) return send(response, 200, bitbucketRepo(origin, repo));
    if (repo.failCommits) return send(response, 500, bitbucketError('Something went wrong'));
    const { slice } = page(repo.commits, url, 'pagelen');
    return send(response, 200, {
      pagelen: slice.length,
      values: slice.map((commit) => ({
        type: 'commit',
        hash: commit.sha,
        message: commit.message,
        date: commit.date,
        author: { type: 'author', raw: `${commit.authorName} <${commit.authorEmail}>` },
      })),
    });
  }
  return send(response, 404, bitbucketError('Resource not found'));
};

export const startFakeGitHub = (options: FakeOptions = {}) =>
  startFake(
    'github',
    githubHandler,
    (url, state) => ({
      GITHUB_CLIENT_ID: state.clientId,
      GITHUB_CLIENT_SECRET: state.clientSecret,
      GITHUB_URL: url,
      GITHUB_API_URL: `${url}/api`,
    }),
    null,
    options,
  );

export const startFakeGitLab = () =>
  startFake(
    'gitlab',
    gitlabHandler,
    (url, state) => ({ GITLAB_CLIENT_ID: state.clientId, GITLAB_CLIENT_SECRET: state.clientSecret, GITLAB_URL: url }),
    7200,
  );

export const startFakeBitbucket = () =>
  startFake(
    'bitbucket',
    bitbucketHandler,
    (url, state) => ({
      BITBUCKET_CLIENT_ID: state.clientId,
      BITBUCKET_CLIENT_SECRET: state.clientSecret,
      BITBUCKET_URL: url,
      BITBUCKET_API_URL: `${url}/api`,
    }),
    7200,
  );

/** All three at once, with the environment for all of them. */
export async function startFakeGitProviders() {
  const [github, gitlab, bitbucket] = await Promise.all([startFakeGitHub(), startFakeGitLab(), startFakeBitbucket()]);
  return {
    github,
    gitlab,
    bitbucket,
    env: { ...github.env, ...gitlab.env, ...bitbucket.env },
    close: () => Promise.all([github.close(), gitlab.close(), bitbucket.close()]).then(() => undefined),
  };
}

/** The part of the test app the helpers below use (a type only, so Playwright can import this file). */
interface Caller {
  call(options: { method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown; token?: string }): Promise<{
    statusCode: number;
    body: string;
    json(): unknown;
  }>;
}

/** `repositories/{platform}/config` for a workspace: the reply's data. */
export async function platformConfig(t: Caller, token: string, workspaceId: number, platform: string) {
  const reply = await t.call({
    method: 'GET',
    url: `/api/repositories/${platform}/config?business_id=${workspaceId}`,
    token,
  });
  if (reply.statusCode !== 200) throw new Error(`config answered ${reply.statusCode}: ${reply.body}`);
  return (reply.json() as { data: PlatformConfig }).data;
}

/** Follows the authorize url as a browser would: the fake sends the person back with a code and the state. */
export async function authorize(authorizeUrl: string): Promise<{ code: string; state: string }> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
  const back = new URL(location);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

/** The whole connection flow of docs/product.md § Git integrations through the API: config → authorize → integrate. */
export async function connectPlatform(t: Caller, token: string, workspaceId: number, platform: string) {
  const config = await platformConfig(t, token, workspaceId, platform);
  const { code, state } = await authorize(config.authorize_url);
  const reply = await t.call({
    method: 'POST',
    url: '/api/repositories/integrate',
    token,
    body: { code, state, platform, business_id: workspaceId },
  });
  if (reply.statusCode !== 200) throw new Error(`integrate answered ${reply.statusCode}: ${reply.body}`);
  return reply;
}

/** The id Aerie knows a fake repository by (`platform_repo_id`): Bitbucket's is `{workspace uuid}/{repo uuid}`. */
export function providerRepoId(platform: FakeGitProvider['platform'], repository: FakeRepository): string {
  return platform === 'bitbucket' ? `${workspaceUuid(repository.owner)}/${repository.uuid}` : String(repository.id);
}
