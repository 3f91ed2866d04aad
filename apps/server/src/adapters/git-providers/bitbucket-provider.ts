import {
  GitProviderError,
  type GitProvider,
  type ProviderCommit,
  type ProviderRepository,
  type ProviderSettings,
  type ProviderTokens,
} from './git-provider.js';
import { BITBUCKET_DELIVERY, splitAuthor } from './bitbucket-delivery.js';
import {
  bearerApi,
  expectDone,
  expectOk,
  form,
  type OAuthTokenReply,
  pageNumberOf,
  providerRequest,
  tokensOf,
} from './provider-http.js';

interface BitbucketRepo {
  uuid: string;
  name: string;
  slug: string;
  full_name: string;
  description: string | null;
  created_on: string | null;
  is_private: boolean;
  mainbranch?: { name: string } | null;
  workspace: { slug: string; uuid: string };
  links: { html?: { href: string }; clone?: Array<{ name: string; href: string }> };
}

interface BitbucketCommit {
  hash: string;
  message: string;
  date: string;
  author: { raw?: string; user?: { display_name?: string } };
}

interface Paged<T> {
  values: T[];
  next?: string;
}

type BitbucketError = { error?: { message?: string } | string; error_description?: string };

const messageOf = (body: BitbucketError | null) =>
  typeof body?.error === 'object' ? body.error.message : (body?.error_description ?? body?.error);

/** Bitbucket's uuids come in braces; ours are `{workspace uuid}/{repo uuid}`, both braced. */
const BRACED_UUID = /^\{[0-9a-f-]{36}\}$/i;

function toRepository(repo: BitbucketRepo): ProviderRepository {
  const clone = (name: string) => repo.links.clone?.find((link) => link.name === name)?.href ?? null;
  return {
    id: `${repo.workspace.uuid}/${repo.uuid}`,
    name: repo.name,
    fullName: repo.full_name,
    description: repo.description || null,
    createdAt: repo.created_on,
    sshUrl: clone('ssh'),
    httpUrl: clone('https') ?? repo.links.html?.href ?? '',
    htmlUrl: repo.links.html?.href ?? null,
    private: repo.is_private,
    defaultBranch: repo.mainbranch?.name ?? null,
  };
}

/** Bitbucket Cloud: HTTP Basic client auth, `{values, next}` pages; docs/architecture.md § Ports and adapters. */
export function createBitbucketProvider(settings: ProviderSettings): GitProvider {
  const { clientId, clientSecret, webUrl, apiUrl, timeoutMs } = settings;

  const api = bearerApi<BitbucketError>(apiUrl, timeoutMs, { accept: 'application/json' });

  async function token(values: Record<string, string>): Promise<ProviderTokens> {
    const basic = Buffer.from(`${clientId ?? ''}:${clientSecret}`).toString('base64');
    const reply = await providerRequest<OAuthTokenReply>(`${webUrl}/site/oauth2/access_token`, {
      method: 'POST',
      timeoutMs,
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form(values),
    });
    return tokensOf(reply, values.grant_type);
  }

  function repositoryPath(id: string): string {
    const [workspace, repo, ...rest] = id.split('/');
    if (!workspace || !repo || rest.length || !BRACED_UUID.test(workspace) || !BRACED_UUID.test(repo))
      throw new GitProviderError('not_found', 'Repository not found');
    return `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(repo)}`;
  }

  /** Where a new repository goes: the workspace of a repository the account owns, else its own. */
  async function targetWorkspace(accessToken: string): Promise<string> {
    const owned = await api<Paged<BitbucketRepo>>(accessToken, '/repositories?role=owner&pagelen=1');
    const first = expectOk(owned, messageOf).values?.[0];
    if (first) return first.workspace.slug;
    return expectOk(await api<{ username: string }>(accessToken, '/user'), messageOf).username;
  }

  return {
    platform: 'bitbucket',
    // Bitbucket's scopes are ticked on the OAuth consumer, not asked for on the authorize page.
    scope: '',
    usesPkce: false,
    configured: clientId !== null,
    clientId,

    authorizeUrl({ clientId: id, redirectUrl, state }) {
      const query = new URLSearchParams({ client_id: id, response_type: 'code', state, redirect_uri: redirectUrl });
      return `${webUrl}/site/oauth2/authorize?${query}`;
    },

    exchangeCode: (code, redirectUrl) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUrl }),

    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async currentUser(accessToken) {
      const user = expectOk(await api<{ username?: string; nickname?: string }>(accessToken, '/user'), messageOf);
      return user.username ?? user.nickname ?? '';
    },

    async listRepositories(accessToken, page, perPage = 15) {
      const query = new URLSearchParams({
        role: 'member',
        sort: '-updated_on',
        pagelen: String(perPage),
        page: String(page),
      });
      const reply = expectOk(await api<Paged<BitbucketRepo>>(accessToken, `/repositories?${query}`), messageOf);
      if (!Array.isArray(reply.values)) throw new GitProviderError('rejected', 'Bitbucket did not answer with a list');
      return { items: reply.values.map(toRepository), nextPage: pageNumberOf(reply.next) };
    },

    async getRepository(accessToken, id) {
      const path = repositoryPath(id);
      return toRepository(expectOk(await api<BitbucketRepo>(accessToken, path), messageOf));
    },

    async createRepository(accessToken, input) {
      const workspace = await targetWorkspace(accessToken);
      const slug = input.name.toLowerCase();
      const reply = await api<BitbucketRepo>(
        accessToken,
        `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(slug)}`,
        {
          method: 'POST',
          body: { scm: 'git', name: input.name, description: input.description, is_private: input.private },
        },
      );
      return toRepository(expectOk(reply, messageOf));
    },

    async listCommits(accessToken, repository, branch, perPage): Promise<ProviderCommit[]> {
      const base = repositoryPath(repository.id);
      const revision = branch ? `/${encodeURIComponent(branch)}` : '';
      const reply = expectOk(
        await api<Paged<BitbucketCommit>>(accessToken, `${base}/commits${revision}?pagelen=${perPage}`),
        messageOf,
      );
      return (reply.values ?? []).map((item) => {
        const author = splitAuthor(item.author.raw);
        return {
          sha: item.hash,
          message: item.message,
          authorName: item.author.user?.display_name ?? author.name,
          authorEmail: author.email,
          committedAt: new Date(item.date),
        };
      });
    },

    async createPushHook(accessToken, repository, hook) {
      const reply = await api<{ uuid: string }>(accessToken, `${repositoryPath(repository.id)}/hooks`, {
        method: 'POST',
        body: {
          description: 'Aerie push to deploy',
          url: hook.url,
          active: true,
          secret: hook.secret,
          events: ['repo:push'],
        },
      });
      return expectOk(reply, messageOf).uuid;
    },

    async deletePushHook(accessToken, repository, hookId) {
      const path = `${repositoryPath(repository.id)}/hooks/${encodeURIComponent(hookId)}`;
      expectDone(await api(accessToken, path, { method: 'DELETE' }), messageOf, { goneIsDone: true });
    },

    deliveries: BITBUCKET_DELIVERY,
  };
}
