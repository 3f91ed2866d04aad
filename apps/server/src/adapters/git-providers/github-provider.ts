import {
  GitProviderError,
  type GitProvider,
  type ProviderCommit,
  type ProviderRepository,
  type ProviderSettings,
  type ProviderTokens,
} from './git-provider.js';
import { GITHUB_DELIVERY } from './github-delivery.js';
import { bearerApi, expectDone, expectOk, pageNumberOf, providerRequest } from './provider-http.js';

/** `repo` covers pull requests: GitHub has no `pull_requests` scope (docs/spec-deviations.md). */
export const GITHUB_SCOPE = 'repo user write:public_key';

interface GitHubRepo {
  id: number;
  name: string;
  full_name: string;
  description: string | null;
  created_at: string | null;
  ssh_url: string | null;
  clone_url: string;
  html_url: string | null;
  private: boolean;
  default_branch: string | null;
}

interface GitHubCommit {
  sha: string;
  commit: { message: string; author: { name?: string; email?: string; date?: string } | null };
}

interface GitHubTokenReply {
  access_token?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

const messageOf = (body: { message?: string } | null) => body?.message;

/** A refused hook names its reason in `errors` ("Hook already exists on this repository", an unreachable URL). */
const hookMessageOf = (body: { message?: string; errors?: Array<{ message?: string }> } | null) =>
  body?.errors?.[0]?.message ?? body?.message;

const repositoryPath = (fullName: string) => `/repos/${fullName.split('/').map(encodeURIComponent).join('/')}`;

function toRepository(repo: GitHubRepo): ProviderRepository {
  return {
    id: String(repo.id),
    name: repo.name,
    fullName: repo.full_name,
    description: repo.description,
    createdAt: repo.created_at,
    sshUrl: repo.ssh_url,
    httpUrl: repo.clone_url,
    htmlUrl: repo.html_url,
    private: repo.private,
    defaultBranch: repo.default_branch,
  };
}

/** The page number of the `Link` header's `rel="next"`, or null on the last page. */
export function nextPageOfLink(link: string | null): number | null {
  const next = link?.split(',').find((part) => /rel="next"/.test(part));
  return pageNumberOf(next && /<([^>]+)>/.exec(next)?.[1]);
}

/** GitHub (an OAuth App): docs/architecture.md § Ports and adapters. */
export function createGitHubProvider(settings: ProviderSettings): GitProvider {
  const { clientId, clientSecret, webUrl, apiUrl, timeoutMs } = settings;

  const api = bearerApi<{ message?: string }>(apiUrl, timeoutMs, {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'Aerie',
  });

  return {
    platform: 'github',
    scope: GITHUB_SCOPE,
    usesPkce: false,
    configured: clientId !== null,
    clientId,

    authorizeUrl({ clientId: id, redirectUrl, state, scope }) {
      const query = new URLSearchParams({
        client_id: id,
        redirect_uri: redirectUrl,
        scope,
        state,
        allow_signup: 'true',
      });
      return `${webUrl}/login/oauth/authorize?${query}`;
    },

    async exchangeCode(code, redirectUrl): Promise<ProviderTokens> {
      const reply = await providerRequest<GitHubTokenReply>(`${webUrl}/login/oauth/access_token`, {
        method: 'POST',
        timeoutMs,
        headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'Aerie' },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: redirectUrl }),
      });
      // GitHub answers a bad code or bad credentials with 200 and `error` in the body.
      if (reply.status !== 200 || !reply.body || reply.body.error || !reply.body.access_token) {
        throw new GitProviderError(
          reply.status >= 500 ? 'unavailable' : 'rejected',
          reply.body?.error_description ?? reply.body?.error ?? `HTTP ${reply.status}`,
        );
      }
      return {
        accessToken: reply.body.access_token,
        refreshToken: null,
        expiresAt: null,
        scope: reply.body.scope ?? null,
      };
    },

    async refresh() {
      // OAuth App tokens do not expire; a revoked one needs the person to connect again.
      throw new GitProviderError('unauthorized', 'GitHub tokens cannot be refreshed');
    },

    async currentUser(token) {
      const user = expectOk(await api<{ login: string }>(token, '/user'), messageOf);
      return user.login;
    },

    async listRepositories(token, page, perPage = 15) {
      const query = new URLSearchParams({ per_page: String(perPage), page: String(page), sort: 'updated' });
      const reply = await api<GitHubRepo[]>(token, `/user/repos?${query}`);
      const repos = expectOk(reply, messageOf);
      if (!Array.isArray(repos)) throw new GitProviderError('rejected', 'GitHub did not answer with a list');
      return { items: repos.map(toRepository), nextPage: nextPageOfLink(reply.headers.get('link')) };
    },

    async getRepository(token, id) {
      if (!/^\d{1,20}$/.test(id)) throw new GitProviderError('not_found', 'Not Found');
      return toRepository(expectOk(await api<GitHubRepo>(token, `/repositories/${id}`), messageOf));
    },

    async createRepository(token, input) {
      const reply = await api<GitHubRepo & { errors?: Array<{ message?: string }> }>(token, '/user/repos', {
        method: 'POST',
        body: { name: input.name, description: input.description, private: input.private, auto_init: true },
      });
      return toRepository(expectOk(reply, (body) => body?.errors?.[0]?.message ?? body?.message));
    },

    async listCommits(token, repository, branch, perPage): Promise<ProviderCommit[]> {
      const query = new URLSearchParams({ per_page: String(perPage), ...(branch ? { sha: branch } : {}) });
      const path = `${repositoryPath(repository.fullName)}/commits?${query}`;
      const commits = expectOk(await api<GitHubCommit[]>(token, path), messageOf);
      return (Array.isArray(commits) ? commits : []).map((item) => ({
        sha: item.sha,
        message: item.commit.message,
        authorName: item.commit.author?.name ?? '',
        authorEmail: item.commit.author?.email ?? '',
        committedAt: new Date(item.commit.author?.date ?? Date.now()),
      }));
    },

    async createPushHook(token, repository, hook) {
      const reply = await api<{ id: number; errors?: Array<{ message?: string }> }>(
        token,
        `${repositoryPath(repository.fullName)}/hooks`,
        {
          method: 'POST',
          body: {
            name: 'web',
            active: true,
            events: ['push'],
            config: { url: hook.url, content_type: 'json', secret: hook.secret, insecure_ssl: '0' },
          },
        },
      );
      return String(expectOk(reply, hookMessageOf).id);
    },

    async deletePushHook(token, repository, hookId) {
      const path = `${repositoryPath(repository.fullName)}/hooks/${encodeURIComponent(hookId)}`;
      expectDone(await api(token, path, { method: 'DELETE' }), messageOf, { goneIsDone: true });
    },

    deliveries: GITHUB_DELIVERY,
  };
}
