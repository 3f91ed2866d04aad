import { PassThrough, type Readable } from 'node:stream';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../context.js';
import { AppError, forbidden } from '../errors.js';
import { API_CSP, registerHostHeaders } from '../plugins/host-headers.js';
import { gitCallerOf } from '../modules/access-tokens/git-principal.js';
import { runCredentialUser } from '../modules/access-tokens/run-credentials.js';
import { findGitRepository } from '../modules/repositories/find-git-repository.js';
import { aerieRepositoryPath, aerieRepositoryPathInfo, readBranches } from '../modules/repositories/git-cli.js';
import {
  PushTooLargeError,
  runGitHttpBackend,
  type BackendReply,
  type GitService,
} from '../modules/repositories/git-http-backend.js';
import { recordPush } from '../modules/repositories/record-push.js';

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
  await registerHostHeaders(scope, { csp: API_CSP, isHttps: ctx.config.appUrl.startsWith('https:') });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['application/x-git-upload-pack-request', 'application/x-git-receive-pack-request'],
    (_request, payload, done) => done(null, payload),
  );
  scope.setNotFoundHandler(async (request) => {
    throw new AppError('not_found', `No route for ${request.method} ${request.originalUrl.split('?')[0]}.`);
  });

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
  const repository = await findGitRepository(ctx.db, caller, request.params.slug, request.params.repo);
  // A run's credential only fetches (issue 24 §2): refused already at the push's advertisement.
  if (caller.kind === 'run' && service === 'git-receive-pack') {
    throw forbidden("A deployment run's credential can only read the repository.");
  }
  const isPush = service === 'git-receive-pack' && request.method === 'POST';
  const maxBytes = ctx.config.git.maxPushBytes;
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (isPush && declaredLength > maxBytes) throw refuseTooLarge(request, reply, maxBytes);

  const path = aerieRepositoryPath(ctx.config.git, repository.workspaceId, repository.id);
  const before = isPush ? await readBranches(path) : null;
  const query = request.raw.url?.split('?')[1] ?? '';
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
    ? endAfter(backend, (ok) => (ok ? recordPush(ctx, repository, path, before) : Promise.resolve()), request)
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

/** 413; the rest of the pack is never read, so the connection ends with this answer instead of waiting for it. */
function refuseTooLarge(request: FastifyRequest, reply: FastifyReply, maxBytes: number): AppError {
  reply.header('connection', 'close');
  const socket = request.raw.socket ?? reply.raw.socket;
  reply.raw.once('finish', () => {
    if (socket && !socket.destroyed) socket.destroySoon();
  });
  return new AppError('payload_too_large', `Pushes are limited to ${Math.round(maxBytes / 1024 / 1024)} MB.`);
}
