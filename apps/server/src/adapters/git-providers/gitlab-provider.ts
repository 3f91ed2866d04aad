import {
  GitProviderError,
  type GitProvider,
  type ProviderCommit,
  type ProviderRepository,
  type ProviderSettings,
  type ProviderTokens,
} from './git-provider.js';
import { GITLAB_DELIVERY } from './gitlab-delivery.js';
import {
  bearerApi,
  expectDone,
  expectOk,
  form,
  type OAuthTokenReply,
  providerRequest,
  tokensOf,
} from './provider-http.js';

/** `api` to list, create and read commits; `read_user` for the account name. */
export const GITLAB_SCOPE = 'api read_user';

interface GitLabProject {
  id: number;
  name: string;
  path_with_namespace: string;
  description: string | null;
  created_at: string | null;
  ssh_url_to_repo: string | null;
  http_url_to_repo: string;
  web_url: string | null;
  visibility: 'private' | 'internal' | 'public';
  default_branch: string | null;
}

interface GitLabCommit {
  id: string;
  message: string;
  author_name: string;
  author_email: string;
  committed_date: string;
}

type GitLabError = { message?: string | Record<string, string[]>; error?: string };

function messageOf(body: GitLabError | null): string | undefined {
  const message = body?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object')
    return Object.entries(message)
      .map(([field, problems]) => `${field} ${[problems].flat().join(', ')}`)
      .join('; ');
  return body?.error;
}

function toRepository(project: GitLabProject): ProviderRepository {
  return {
    id: String(project.id),
    name: project.name,
    fullName: project.path_with_namespace,
    description: project.description,
    createdAt: project.created_at,
    sshUrl: project.ssh_url_to_repo,
    httpUrl: project.http_url_to_repo,
    htmlUrl: project.web_url,
    private: project.visibility !== 'public',
    defaultBranch: project.default_branch,
  };
}

/** GitLab (gitlab.com or self-managed): form-encoded token exchange with PKCE S256; docs/architecture.md § Ports and adapters. */
export function createGitLabProvider(settings: ProviderSettings): GitProvider {
  const { clientId, clientSecret, webUrl, apiUrl, timeoutMs } = settings;

  const api = bearerApi<GitLabError>(apiUrl, timeoutMs, { accept: 'application/json' });

  async function token(values: Record<string, string>): Promise<ProviderTokens> {
    const reply = await providerRequest<OAuthTokenReply>(`${webUrl}/oauth/token`, {
      method: 'POST',
      timeoutMs,
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ client_id: clientId ?? '', client_secret: clientSecret, ...values }),
    });
    return tokensOf(reply, values.grant_type);
  }

  return {
    platform: 'gitlab',
    scope: GITLAB_SCOPE,
    usesPkce: true,
    configured: clientId !== null,
    clientId,

    authorizeUrl({ clientId: id, redirectUrl, state, scope, codeChallenge }) {
      const query = new URLSearchParams({
        client_id: id,
        redirect_uri: redirectUrl,
        response_type: 'code',
        state,
        scope,
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      });
      return `${webUrl}/oauth/authorize?${query}`;
    },

    exchangeCode: (code, redirectUrl, codeVerifier) =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUrl,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      }),

    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async currentUser(accessToken) {
      return expectOk(await api<{ username: string }>(accessToken, '/user'), messageOf).username;
    },

    async listRepositories(accessToken, page, perPage = 15) {
      const query = new URLSearchParams({
        membership: 'true',
        order_by: 'last_activity_at',
        per_page: String(perPage),
        page: String(page),
      });
      const reply = await api<GitLabProject[]>(accessToken, `/projects?${query}`);
      const projects = expectOk(reply, messageOf);
      if (!Array.isArray(projects)) throw new GitProviderError('rejected', 'GitLab did not answer with a list');
      const next = Number(reply.headers.get('x-next-page'));
      return { items: projects.map(toRepository), nextPage: Number.isInteger(next) && next > 0 ? next : null };
    },

    async getRepository(accessToken, id) {
      if (!/^\d{1,20}$/.test(id)) throw new GitProviderError('not_found', '404 Project Not Found');
      return toRepository(expectOk(await api<GitLabProject>(accessToken, `/projects/${id}`), messageOf));
    },

    async createRepository(accessToken, input) {
      const reply = await api<GitLabProject>(accessToken, '/projects', {
        method: 'POST',
        body: {
          name: input.name,
          description: input.description,
          visibility: input.private ? 'private' : 'public',
          initialize_with_readme: true,
        },
      });
      return toRepository(expectOk(reply, messageOf));
    },

    async listCommits(accessToken, repository, branch, perPage): Promise<ProviderCommit[]> {
      const query = new URLSearchParams({ per_page: String(perPage), ...(branch ? { ref_name: branch } : {}) });
      const path = `/projects/${encodeURIComponent(repository.id)}/repository/commits?${query}`;
      const commits = expectOk(await api<GitLabCommit[]>(accessToken, path), messageOf);
      return (Array.isArray(commits) ? commits : []).map((item) => ({
        sha: item.id,
        message: item.message,
        authorName: item.author_name,
        authorEmail: item.author_email,
        committedAt: new Date(item.committed_date),
      }));
    },

    async createPushHook(accessToken, repository, hook) {
      const reply = await api<{ id: number }>(accessToken, `/projects/${encodeURIComponent(repository.id)}/hooks`, {
        method: 'POST',
        body: {
          url: hook.url,
          token: hook.secret,
          push_events: true,
          tag_push_events: false,
          merge_requests_events: false,
          enable_ssl_verification: true,
        },
      });
      return String(expectOk(reply, messageOf).id);
    },

    async deletePushHook(accessToken, repository, hookId) {
      const path = `/projects/${encodeURIComponent(repository.id)}/hooks/${encodeURIComponent(hookId)}`;
      expectDone(await api(accessToken, path, { method: 'DELETE' }), messageOf, { goneIsDone: true });
    },

    deliveries: GITLAB_DELIVERY,
  };
}
