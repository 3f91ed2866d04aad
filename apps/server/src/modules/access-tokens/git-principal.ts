import type { FastifyRequest, onRequestHookHandler } from 'fastify';

import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findGitCaller, parseBasicAuth, type GitCaller } from './git-credentials.js';
import { findRunCredential } from './run-credentials.js';

/** The caller each git request was proven to be (kept beside the request; the request type is shared). */
const callers = new WeakMap<FastifyRequest, GitCaller>();

/** git asks for a user name and password when it hears this challenge. */
const CHALLENGE = { 'www-authenticate': 'Basic realm="Aerie Git"' };

/**
 * The `gitToken` principal: HTTP Basic with the account's e-mail and one of its personal access tokens, or
 * with a deployment run's own credential while that run is running (what it may reach is the git host's
 * decision). Anything missing or wrong is the same 401 with the challenge, so git prompts (or fails
 * without a prompt).
 */
export function requireGitToken({ db, clock }: Pick<AppContext, 'db' | 'clock'>): onRequestHookHandler {
  return async (request) => {
    const caller = await findCaller(db, request.headers.authorization, clock.now());
    if (!caller) {
      throw new AppError('unauthorized', 'Give your e-mail and a personal access token.', { headers: CHALLENGE });
    }
    callers.set(request, caller);
  };
}

async function findCaller(db: AppContext['db'], header: string | undefined, now: Date): Promise<GitCaller | null> {
  const credentials = parseBasicAuth(header);
  if (!credentials) return null;
  const run = await findRunCredential(db, credentials.user, credentials.password, now);
  if (run) return { kind: 'run', ...run };
  return findGitCaller(db, credentials.user, credentials.password, now);
}

/** The proven caller of a `gitToken` route (its guard ran first). */
export function gitCallerOf(request: FastifyRequest): GitCaller {
  const caller = callers.get(request);
  if (!caller) throw new Error('gitCallerOf on a route without the gitToken principal');
  return caller;
}
