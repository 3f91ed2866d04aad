import { PassThrough, type Readable } from 'node:stream';

import { PLANS } from '@aerie/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../context.js';
import { AppError, forbidden } from '../errors.js';
import { API_CSP, registerHostHeaders } from '../plugins/host-headers.js';
import { gitCallerOf } from '../modules/access-tokens/git-principal.js';
import { runCredentialUser } from '../modules/access-tokens/run-credentials.js';
import type { VisibleProject } from '../modules/projects/project-access.js';
import { findGitRepository } from '../modules/repositories/find-git-repository.js';
import { aerieRepositoryPath, aerieRepositoryPathInfo, readBranches } from '../modules/repositories/git-cli.js';
import {
  assertKnownEncoding,
  PushTooLargeError,
  runGitHttpBackend,
  type BackendReply,
  type GitService,
} from '../modules/repositories/git-http-backend.js';
import { workspaceGitStorage } from '../modules/repositories/git-storage.js';
import { installPushHooks, pushRulesEnvironment } from '../modules/repositories/push-rules.js';
import { recordPush } from '../modules/repositories/record-push.js';
import { assertProjectWritable } from '../modules/billing/plan-standing.js';
import { assertRoleMay } from '../modules/workspaces/workspace-access.js';
import type { RepositoryRow } from '../db/schema/index.js';

const SERVICES: readonly GitService[] = ['git-upload-pack', 'git-receive-pack'];

interface RepoParams {
  slug: string;
  repo: string;
}

/**
 * Aerie Git's smart HTTP (`/git/{workspace slug}/{name}.git/…`, or on GIT_HOST): the three calls of
 * git's protocol, answered by `git http-backend`. The routes' principal is `gitToken` (RAW_ROUTES), so
 * the caller is proven before anything here runs; a repository they may not see is a 404 like an unknown
 * one. Bodies are passed through as streams, never buffered whole.
 */
export async function registerGitHost(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  // Git's replies are data for the git client, never documents: the JSON hosts' strict headers, so an
  // error page or a pack opened in a browser cannot run, be sniffed into HTML, or be framed.
  registerHostHeaders(scope, { csp: API_CSP, isHttps: ctx.config.appUrl.startsWith('https:') });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['application/x-git-upload-pack-request', 'application/x-git-receive-pack-request'],
    (_request, payload, done) => done(null, payload),
  );
  scope.setNotFoundHandler(async (request) => {
    throw new AppError('not_found', `No route for ${request.method} ${request.originalUrl.split('?')[0]}.`);
  });
  scope.addHook('onSend', async (request, reply, payload) => errorAsTextForGit(request, reply, payload));
  await installPushHooks(ctx.config.git);

  const options = { schema: { hide: true }, compress: false as const };
  scope.get<{ Params: RepoParams; Querystring: { service?: string } }>(
    '/:slug/:repo/info/refs',
    options,
    async (request, reply) => {
      const service = request.query.service;
      if (!SERVICES.includes(service as GitService)) {
        throw new AppError('bad_request', 'Only the smart HTTP protocol is served: ask with ?service=git-upload-pack.');
      }
      return serveGit(ctx, request, reply, service as GitService, 'info/refs');
    },
  );
  for (const service of SERVICES) {
    scope.post<{ Params: RepoParams }>(`/:slug/:repo/${service}`, options, (request, reply) =>
      serveGit(ctx, request, reply, service, service),
    );
  }
}

async function serveGit(
  ctx: AppContext,
  request: FastifyRequest<{ Params: RepoParams }>,
  reply: FastifyReply,
  service: GitService,
  rest: string,
) {
  const caller = gitCallerOf(request);
  const { repository, access } = await findGitRepository(ctx.db, caller, request.params.slug, request.params.repo);
  // Refused at the advertisement already, where git shows the message, and again at the send.
  if (service === 'git-receive-pack') {
    // A run's credential only fetches (issue 24 §2).
    if (!access) throw forbidden("A deployment run's credential can only read the repository.");
    assertRoleMay(access.projectRole, 'push to repositories');
    // A raw route, outside the JSON routes' read-only guard: a project beyond the plan takes no pushes.
    await assertProjectWritable(ctx.db, access.project.id);
  }
  const isPush = service === 'git-receive-pack' && request.method === 'POST';
  const maxBytes = ctx.config.git.maxPushBytes;
  if (request.method === 'POST') assertKnownEncoding(request.headers['content-encoding']);
  // Only a plain body's length is what git receives; a gzipped one is counted as it is decoded.
  const declaredLength = request.headers['content-encoding'] ? 0 : Number(request.headers['content-length'] ?? 0);
  if (isPush && declaredLength > maxBytes) throw refuseTooLarge(request, reply, maxBytes);

  const path = aerieRepositoryPath(ctx.config.git, repository.workspaceId, repository.id);
  const before = isPush ? await readBranches(path) : null;
  // git reads only `service` from the query (on info/refs): the client's own query string never reaches its
  // environment (one larger than the kernel takes for a variable, 128 KiB, failed the spawn: 500).
  const query = rest === 'info/refs' ? `service=${service}` : '';
  let backend: BackendReply;
  try {
    backend = await runGitHttpBackend({
      method: request.method === 'POST' ? 'POST' : 'GET',
      pathInfo: `${aerieRepositoryPathInfo(repository.workspaceId, repository.id)}/${rest}`,
      queryString: query,
      headers: request.headers,
      remoteUser: caller.kind === 'person' ? caller.email : runCredentialUser(caller.runId),
      gitDir: ctx.config.git.dir,
      body: request.method === 'POST' ? ((request.body as Readable | undefined) ?? request.raw) : null,
      // Fetches send wants and haves only; the limit is for pushes, but nothing is unbounded.
      maxBytes: isPush ? maxBytes : Math.max(maxBytes, 64 * 1024 * 1024),
      env: isPush && access ? await pushRules(ctx, repository, access) : {},
    });
  } catch (error) {
    if (error instanceof PushTooLargeError) throw refuseTooLarge(request, reply, maxBytes);
    throw error;
  }
  // A client that goes away mid-clone must not leave git blocked on a pipe nobody reads.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) backend.abort();
  });
  const body = before
    ? endAfter(
        backend,
        (ok) =>
          ok
            ? recordPush(ctx, repository, path, before, caller.kind === 'person' ? caller.userId : null)
            : Promise.resolve(),
        request,
      )
    : backend.body;
  return reply.code(backend.status).headers(backend.headers).send(body);
}

/**
 * git's reply, held open until `then` has run on git's exit: a push's reply ends only once its commits
 * are recorded, so the Commits tab shows them by the time `git push` returns.
 */
function endAfter(backend: BackendReply, then: (ok: boolean) => Promise<void>, request: FastifyRequest): Readable {
  const relay = new PassThrough();
  backend.body.pipe(relay, { end: false });
  backend.body.once('end', () => {
    backend.exited
      .then(then)
      .catch((error: unknown) => request.log.error({ err: error }, 'recording a push failed'))
      .finally(() => relay.end());
  });
  return relay;
}

/**
 * What the pre-receive hook enforces on this push (push-rules.ts): the default branch's protection and
 * the room left in the workspace's storage quota. Two pushes at once may each fit and together pass the
 * quota by at most one push; the next push is refused.
 */
async function pushRules(
  ctx: AppContext,
  repository: RepositoryRow,
  access: VisibleProject,
): Promise<Record<string, string>> {
  const plan = PLANS.find((candidate) => candidate.id === access.workspace.plan)!;
  const storage = await workspaceGitStorage(ctx.config.git, { id: repository.workspaceId, plan: plan.id });
  const usedMb = Math.ceil(storage.used_bytes / 1024 / 1024);
  return pushRulesEnvironment(ctx.config.git, {
    protectedRef:
      repository.defaultBranchProtected && repository.defaultBranch ? `refs/heads/${repository.defaultBranch}` : null,
    quotaLeftBytes: storage.quota_bytes - storage.used_bytes,
    quotaMessage:
      `This push would pass the workspace's Aerie Git storage quota (${plan.gitStorageGb} GB on the ` +
      `${plan.name} plan, ${usedMb} MB used). Delete repositories you no longer need, or upgrade the plan.`,
  });
}

/**
 * git shows the body of a refused request only when it is text/plain (as `remote:` lines), so for the git
 * client the error envelope's message is sent as text; anything else still gets the envelope.
 */
function errorAsTextForGit(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const isGitClient = /^git\//.test(request.headers['user-agent'] ?? '');
  if (!isGitClient || reply.statusCode < 400 || typeof payload !== 'string') return payload;
  let message: unknown;
  try {
    message = (JSON.parse(payload) as { message?: unknown }).message;
  } catch {
    return payload;
  }
  if (typeof message !== 'string') return payload;
  reply.type('text/plain; charset=utf-8');
  return `${message}\n`;
}

/** 413; the rest of the pack is never read, so the connection ends with this answer instead of waiting for it. */
function refuseTooLarge(request: FastifyRequest, reply: FastifyReply, maxBytes: number): AppError {
  reply.header('connection', 'close');
  const socket = request.raw.socket ?? reply.raw.socket;
  reply.raw.once('finish', () => {
    if (socket && !socket.destroyed) socket.destroySoon();
  });
  return new AppError('payload_too_large', `Pushes are limited to ${Math.round(maxBytes / 1024 / 1024)} MB.`);
}
