import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { stores } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../errors.js';
import { findSellerSession, type SellerSession, type StoreRow } from './seller-sessions.js';
import { storeDomainOf } from './store-hosts.js';

/** The seller of each request on a `seller` route, set by its guard (kept off the request object's shape). */
const sellers = new WeakMap<FastifyRequest, SellerSession>();

export function bearerTokenOf(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** What a caller hears for a store this host does not name, or a store its session is not of. */
function noStore(request: FastifyRequest): AppError {
  return new AppError('not_found', `No route for ${request.method} ${request.originalUrl.split('?')[0]}.`);
}

/**
 * The `seller` principal's guard. The token decides first (no live seller session: 401, exactly as a
 * platform route answers, so a platform token is simply unknown here). Then the Host header must name the
 * session's own store: the admin calls `/store-api/…` on `{domain}.{stores host}`. Any other host, or
 * another store's, answers 404 — the session of store A finds nothing on store B, as another store's
 * product would.
 */
export function requireSeller(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerTokenOf(request);
    const session = token ? await findSellerSession(ctx.db, token, ctx.clock.now()) : null;
    if (!session) throw unauthorized('Your session has ended. Please log in again.');
    if (storeDomainOf(request.headers.host, ctx.config.stores) !== session.store.domain) throw noStore(request);
    sellers.set(request, session);
  };
}

/** The seller a `seller` route's guard let through. */
export function sellerOf(request: FastifyRequest): SellerSession {
  const session = sellers.get(request);
  if (!session) throw unauthorized('Your session has ended. Please log in again.');
  return session;
}

/** The store the Host header names (whatever its status: its seller still manages it), or null. */
export async function findStoreOfHost(ctx: AppContext, request: FastifyRequest): Promise<StoreRow | null> {
  const domain = storeDomainOf(request.headers.host, ctx.config.stores);
  const [store] = domain ? await ctx.db.select().from(stores).where(eq(stores.domain, domain)).limit(1) : [];
  return store ?? null;
}

/** The store the Host header names, for the seller's public calls (login, reset); 404 when there is none. */
export async function storeOfHost(ctx: AppContext, request: FastifyRequest): Promise<StoreRow> {
  const store = await findStoreOfHost(ctx, request);
  if (!store) throw noStore(request);
  return store;
}
