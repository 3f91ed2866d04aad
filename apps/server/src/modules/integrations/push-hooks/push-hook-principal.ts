import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { providerPushHooks, repositories, type RepositoryRow } from '../../../db/schema/index.js';
import { unauthorized } from '../../../errors.js';
import { hitRateLimit } from '../../rate-limit/index.js';
import { openPushHookSecret } from './push-hook-secret.js';

/** The repository each push hook request was proven to come for (kept beside the request, as git-principal does). */
const hooked = new WeakMap<FastifyRequest, RepositoryRow>();

/** Refused deliveries one address may send in a minute before it hears 429 instead of 401. */
const REFUSALS_PER_MINUTE = 30;

/** The hook's repository and its secret in clear; null for an unknown hook or a secret that does not open. */
async function findHookedRepository(ctx: Pick<AppContext, 'db' | 'config'>, slug: string) {
  const [row] = await ctx.db
    .select({ hook: providerPushHooks, repository: repositories })
    .from(providerPushHooks)
    .innerJoin(repositories, eq(repositories.id, providerPushHooks.repositoryId))
    .where(eq(providerPushHooks.slug, slug));
  if (!row || row.repository.platform === 'aerie') return null;
  const secret = openPushHookSecret(ctx, row.hook);
  return secret === null ? null : { repository: row.repository, secret };
}

/**
 * The `providerWebhook` principal (docs/security.md § Push webhooks from the providers): the request must
 * carry, over its raw bytes, the signature (GitHub, Bitbucket) or the token (GitLab) of the hook its URL
 * names, made with that hook's own secret and compared in constant time. An unknown hook, a missing or wrong
 * signature, a secret that no longer opens: the same 401, before anything is read or written. An address
 * that keeps sending refused requests hears 429.
 */
export function requirePushHookSignature(ctx: AppContext): preHandlerHookHandler {
  return async (request) => {
    const slug = (request.params as { hookSlug?: string }).hookSlug ?? '';
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const found = /^gph[0-9a-f]{24}$/.test(slug) ? await findHookedRepository(ctx, slug) : null;
    const platform = found?.repository.platform;
    if (!found || platform === 'aerie' || !platform) return refuse(ctx, request);
    if (!ctx.gitProviders[platform].deliveries.isAuthentic(request.headers, rawBody, found.secret))
      return refuse(ctx, request);
    hooked.set(request, found.repository);
  };
}

async function refuse(ctx: AppContext, request: FastifyRequest): Promise<never> {
  await hitRateLimit(ctx, [
    { key: `push-hook-refused:ip:${request.ip}`, limit: REFUSALS_PER_MINUTE, windowSeconds: 60 },
  ]);
  throw unauthorized('Invalid webhook signature.');
}

/** The repository of a `providerWebhook` route's request (its guard ran first). */
export function hookedRepositoryOf(request: FastifyRequest): RepositoryRow {
  const repository = hooked.get(request);
  if (!repository) throw new Error('hookedRepositoryOf on a route without the providerWebhook principal');
  return repository;
}
