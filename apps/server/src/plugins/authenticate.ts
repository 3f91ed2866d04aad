import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context.js';
import { unauthorized } from '../errors.js';
import { findSession, type Session } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Bearer tokens only: no cookie is ever read, so cross-site requests carry no authority. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(header);
  return match?.[1] ?? null;
}

/** The preHandler of every `user` route: a live session or 401. */
export function requireSession({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token, clock.now()) : null;
    if (!session) throw unauthorized('Your session has ended. Please log in again.');
    request.session = session;
  };
}
