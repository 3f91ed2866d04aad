import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/*
 * The push webhooks of the fake providers (fake-git-providers.ts): what each one records when a hook is made,
 * and the request it sends when someone pushes — the providers' real payload shapes and headers
 * (docs/architecture.md § Ports and adapters): GitHub's `push` event signed in `X-Hub-Signature-256`, GitLab's
 * `Push Hook` carrying the token in `X-Gitlab-Token`, Bitbucket's `repo:push` signed in `X-Hub-Signature`.
 * Plain node, so Playwright can drive it too.
 */

export type HookPlatform = 'github' | 'gitlab' | 'bitbucket';

export interface FakeHook {
  /** GitHub's and GitLab's numbers, Bitbucket's braced uuid. */
  id: string;
  /** The fake repository's id. */
  repositoryId: number;
  url: string;
  secret: string;
  events: string[];
}

/** A request as the provider sends it to a hook's URL. */
export interface FakeDelivery {
  hook: FakeHook;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What the person pushed. */
export interface FakePushOptions {
  branch?: string;
  /** Messages of the new commits, oldest first (two by default). */
  messages?: string[];
  /** The branch was deleted: no commits, an all-zero (or null) new side. */
  deleted?: boolean;
  /** A tag instead of a branch. */
  tag?: string;
  /** The provider's delivery id (a redelivery keeps the first one's). */
  deliveryId?: string;
}

/** The repository as the payloads name it. */
export interface HookedRepository {
  id: number;
  uuid: string;
  name: string;
  owner: string;
  defaultBranch: string;
  private: boolean;
}

export interface PushedCommit {
  sha: string;
  message: string;
  authorName: string;
  authorEmail: string;
  date: string;
}

const ZERO_SHA = '0'.repeat(40);
const sign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The body of a hook-create call, as each provider's API takes it; null when it is not one. */
export function hookRequestOf(platform: HookPlatform, body: string): Omit<FakeHook, 'id' | 'repositoryId'> | null {
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(body || '{}') as Record<string, unknown>;
  } catch {
    return null;
  }
  if (platform === 'github') {
    const config = (values.config ?? {}) as { url?: string; secret?: string; content_type?: string };
    if (values.name !== 'web' || !config.url || config.content_type !== 'json') return null;
    return { url: config.url, secret: config.secret ?? '', events: (values.events as string[]) ?? ['push'] };
  }
  if (platform === 'gitlab') {
    if (typeof values.url !== 'string') return null;
    return { url: values.url, secret: String(values.token ?? ''), events: values.push_events ? ['push'] : [] };
  }
  if (typeof values.url !== 'string' || !Array.isArray(values.events)) return null;
  return { url: values.url, secret: String(values.secret ?? ''), events: values.events as string[] };
}

/** The provider's answer to a hook made. */
export function hookReply(platform: HookPlatform, hook: FakeHook, origin: string, repository: HookedRepository) {
  if (platform === 'github')
    return {
      type: 'Repository',
      id: Number(hook.id),
      name: 'web',
      active: true,
      events: hook.events,
      config: { content_type: 'json', insecure_ssl: '0', url: hook.url },
      url: `${origin}/api/repos/${repository.owner}/${repository.name}/hooks/${hook.id}`,
      created_at: new Date().toISOString(),
    };
  if (platform === 'gitlab')
    return {
      id: Number(hook.id),
      url: hook.url,
      project_id: repository.id,
      push_events: true,
      tag_push_events: false,
      enable_ssl_verification: true,
      created_at: new Date().toISOString(),
    };
  return {
    type: 'webhook_subscription',
    uuid: hook.id,
    url: hook.url,
    description: 'Aerie push to deploy',
    subject_type: 'repository',
    active: true,
    events: hook.events,
    secret_set: hook.secret !== '',
    created_at: new Date().toISOString(),
  };
}

/** New commits for a push, oldest first. */
export function newCommits(messages: string[]): PushedCommit[] {
  return messages.map((message, index) => ({
    sha: randomBytes(20).toString('hex'),
    message,
    authorName: 'Ada',
    authorEmail: 'ada@example.com',
    date: new Date(Date.now() + index * 1000).toISOString(),
  }));
}

interface PushShape {
  origin: string;
  repository: HookedRepository;
  login: string;
  ref: string;
  before: string;
  after: string;
  commits: PushedCommit[];
  deliveryId: string;
}

function githubDelivery(hook: FakeHook, push: PushShape): FakeDelivery {
  const { origin, repository, login } = push;
  const commit = (item: PushedCommit) => ({
    id: item.sha,
    tree_id: randomBytes(20).toString('hex'),
    distinct: true,
    message: item.message,
    timestamp: item.date,
    url: `${origin}/${repository.owner}/${repository.name}/commit/${item.sha}`,
    author: { name: item.authorName, email: item.authorEmail, username: login },
    committer: { name: item.authorName, email: item.authorEmail, username: login },
    added: [],
    removed: [],
    modified: ['index.html'],
  });
  const body = JSON.stringify({
    ref: push.ref,
    before: push.before,
    after: push.after,
    repository: {
      id: repository.id,
      node_id: `R_${repository.id}`,
      name: repository.name,
      full_name: `${repository.owner}/${repository.name}`,
      private: repository.private,
      owner: { login: repository.owner, name: repository.owner },
      html_url: `${origin}/${repository.owner}/${repository.name}`,
      clone_url: `${origin}/${repository.owner}/${repository.name}.git`,
      default_branch: repository.defaultBranch,
      master_branch: repository.defaultBranch,
    },
    pusher: { name: login, email: 'ada@example.com' },
    sender: { login, id: 1, type: 'User' },
    created: push.before === ZERO_SHA,
    deleted: push.after === ZERO_SHA,
    forced: false,
    base_ref: null,
    compare: `${origin}/${repository.owner}/${repository.name}/compare/${push.before.slice(0, 12)}...${push.after.slice(0, 12)}`,
    commits: push.commits.map(commit),
    head_commit: push.commits.length ? commit(push.commits.at(-1)!) : null,
  });
  return {
    hook,
    url: hook.url,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/7d4e1c2',
      'x-github-event': 'push',
      'x-github-delivery': push.deliveryId,
      'x-github-hook-id': hook.id,
      'x-github-hook-installation-target-id': String(repository.id),
      'x-github-hook-installation-target-type': 'repository',
      'x-hub-signature': `sha1=${createHmac('sha1', hook.secret).update(body).digest('hex')}`,
      'x-hub-signature-256': sign(hook.secret, body),
    },
    body,
  };
}

function gitlabDelivery(hook: FakeHook, push: PushShape): FakeDelivery {
  const { origin, repository, login } = push;
  const web = `${origin}/${repository.owner}/${repository.name}`;
  const body = JSON.stringify({
    object_kind: 'push',
    event_name: 'push',
    before: push.before,
    after: push.after,
    ref: push.ref,
    ref_protected: push.ref === `refs/heads/${repository.defaultBranch}`,
    checkout_sha: push.after === ZERO_SHA ? null : push.after,
    message: null,
    user_id: 1,
    user_name: 'Octo',
    user_username: login,
    user_email: '',
    user_avatar: '',
    project_id: repository.id,
    project: {
      id: repository.id,
      name: repository.name,
      description: '',
      web_url: web,
      git_ssh_url: `git@gitlab.test:${repository.owner}/${repository.name}.git`,
      git_http_url: `${web}.git`,
      namespace: repository.owner,
      visibility_level: repository.private ? 0 : 20,
      path_with_namespace: `${repository.owner}/${repository.name}`,
      default_branch: repository.defaultBranch,
    },
    commits: push.commits.map((item) => ({
      id: item.sha,
      message: item.message,
      title: item.message.split('\n')[0],
      timestamp: item.date,
      url: `${web}/-/commit/${item.sha}`,
      author: { name: item.authorName, email: item.authorEmail },
      added: [],
      modified: ['index.html'],
      removed: [],
    })),
    total_commits_count: push.commits.length,
    push_options: {},
    repository: {
      name: repository.name,
      url: `${web}.git`,
      description: '',
      homepage: web,
      git_http_url: `${web}.git`,
    },
  });
  return {
    hook,
    url: hook.url,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitLab/17.6.0',
      'x-gitlab-event': push.ref.startsWith('refs/tags/') ? 'Tag Push Hook' : 'Push Hook',
      'x-gitlab-token': hook.secret,
      'x-gitlab-instance': origin,
      'x-gitlab-webhook-uuid': randomUUID(),
      'x-gitlab-event-uuid': push.deliveryId,
      'idempotency-key': randomUUID(),
    },
    body,
  };
}

function bitbucketDelivery(hook: FakeHook, push: PushShape): FakeDelivery {
  const { origin, repository, login } = push;
  const isTag = push.ref.startsWith('refs/tags/');
  const name = push.ref.replace(/^refs\/(heads|tags)\//, '');
  const html = `${origin}/${repository.owner}/${repository.name.toLowerCase()}`;
  const commit = (item: PushedCommit) => ({
    type: 'commit',
    hash: item.sha,
    message: item.message,
    date: item.date,
    author: { type: 'author', raw: `${item.authorName} <${item.authorEmail}>` },
    links: { html: { href: `${html}/commits/${item.sha}` } },
  });
  const side = (sha: string) =>
    sha === ZERO_SHA
      ? null
      : {
          type: isTag ? 'tag' : 'branch',
          name,
          target: push.commits.find((item) => item.sha === sha)
            ? commit(push.commits.find((item) => item.sha === sha)!)
            : { type: 'commit', hash: sha },
          links: { html: { href: `${html}/branch/${name}` } },
        };
  const body = JSON.stringify({
    actor: { type: 'user', display_name: 'Octo', nickname: login, uuid: `{${randomUUID()}}` },
    repository: {
      type: 'repository',
      full_name: `${repository.owner}/${repository.name.toLowerCase()}`,
      name: repository.name,
      uuid: repository.uuid,
      is_private: repository.private,
      scm: 'git',
      links: { html: { href: html } },
    },
    push: {
      changes: [
        {
          old: side(push.before),
          new: side(push.after),
          created: push.before === ZERO_SHA,
          closed: push.after === ZERO_SHA,
          forced: false,
          truncated: push.commits.length > 5,
          // Bitbucket lists at most five commits, newest first.
          commits: [...push.commits].reverse().slice(0, 5).map(commit),
          links: { html: { href: `${html}/branches/compare/${push.after}..${push.before}` } },
        },
      ],
    },
  });
  return {
    hook,
    url: hook.url,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Bitbucket-Webhooks/2.0',
      'x-event-key': 'repo:push',
      'x-hook-uuid': hook.id,
      'x-request-uuid': push.deliveryId,
      'x-attempt-number': '1',
      'x-hub-signature': sign(hook.secret, body),
    },
    body,
  };
}

const DELIVERIES = { github: githubDelivery, gitlab: gitlabDelivery, bitbucket: bitbucketDelivery };

/**
 * The requests one push makes: one per hook of the repository that listens to pushes, each signed with its
 * own secret. `before` is the branch's tip before the push (all zeros for a new branch).
 */
export function pushDeliveries(
  platform: HookPlatform,
  input: { origin: string; repository: HookedRepository; login: string; hooks: FakeHook[]; before: string },
  options: FakePushOptions,
  commits: PushedCommit[],
): FakeDelivery[] {
  const ref = options.tag
    ? `refs/tags/${options.tag}`
    : `refs/heads/${options.branch ?? input.repository.defaultBranch}`;
  const listening = input.hooks.filter(
    (hook) => hook.repositoryId === input.repository.id && hook.events.some((event) => /push/.test(event)),
  );
  return listening.map((hook) =>
    DELIVERIES[platform](hook, {
      origin: input.origin,
      repository: input.repository,
      login: input.login,
      ref,
      before: input.before || ZERO_SHA,
      after: options.deleted ? ZERO_SHA : (commits.at(-1)?.sha ?? ZERO_SHA),
      commits: options.deleted ? [] : commits,
      deliveryId: options.deliveryId ?? randomUUID(),
    }),
  );
}

/** Sends a delivery as the provider does: a POST of the exact bytes it signed. */
export async function deliver(delivery: FakeDelivery): Promise<{ status: number; body: string }> {
  const response = await fetch(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body });
  return { status: response.status, body: await response.text() };
}
