import { createHash, randomBytes } from 'node:crypto';

import { REPOSITORY_MESSAGES, type ProviderPlatform } from '@aerie/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { oauthStates } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashToken, newOpaqueToken } from '../../lib/secret-hashing.js';
import { hitRateLimit } from '../rate-limit/index.js';
import { openSecret, sealSecret } from '../secrets/index.js';

/** How long a person has to come back from the provider's authorize page. */
const STATE_LIFETIME_MS = 10 * 60 * 1000;

/** Connection attempts one session may start in 10 minutes. */
const STATES_PER_WINDOW = 30;

export const verifierAad = (stateHash: string) => `oauth_states:${stateHash}:code_verifier`;

export interface StateBinding {
  sessionId: number;
  workspaceId: number;
  platform: ProviderPlatform;
}

/**
 * A fresh `state` for one connection attempt, bound to the session, workspace and platform; only its hash
 * is stored. With PKCE (GitLab) a verifier is kept with it, encrypted, and its S256 challenge returned.
 */
export async function createOAuthState(
  ctx: AppContext,
  binding: StateBinding,
  withPkce: boolean,
): Promise<{ state: string; codeChallenge?: string }> {
  // Every config call stores a row: a session may start a bounded number, and its stale ones go.
  await hitRateLimit(ctx, [
    { key: `oauth-state:session:${binding.sessionId}`, limit: STATES_PER_WINDOW, windowSeconds: 600 },
  ]);
  const now = ctx.clock.now();
  await ctx.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.sessionId, binding.sessionId), lt(oauthStates.expiresAt, now)));
  const state = newOpaqueToken();
  const stateHash = hashToken(state);
  const verifier = withPkce ? randomBytes(32).toString('base64url') : null;
  await ctx.db.insert(oauthStates).values({
    stateHash,
    sessionId: binding.sessionId,
    workspaceId: binding.workspaceId,
    platform: binding.platform,
    codeVerifierEnc: verifier ? sealSecret(ctx.config, verifier, verifierAad(stateHash)) : null,
    expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
  });
  if (!verifier) return { state };
  return { state, codeChallenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const stateMismatch = () =>
  new AppError('bad_request', REPOSITORY_MESSAGES.stateMismatch, {
    fieldErrors: { state: [REPOSITORY_MESSAGES.stateMismatch] },
  });

/**
 * Spends a state: it must be unused, unexpired and bound to exactly this session, workspace and platform.
 * One UPDATE both checks and marks it, so of two returns with the same state only one gets through.
 */
export async function consumeOAuthState(
  ctx: AppContext,
  state: string,
  binding: StateBinding,
): Promise<{ codeVerifier?: string }> {
  const stateHash = hashToken(state);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
        eq(oauthStates.sessionId, binding.sessionId),
        eq(oauthStates.workspaceId, binding.workspaceId),
        eq(oauthStates.platform, binding.platform),
      ),
    )
    .returning({ codeVerifierEnc: oauthStates.codeVerifierEnc });
  if (!row) throw stateMismatch();
  return row.codeVerifierEnc
    ? { codeVerifier: openSecret(ctx.config, row.codeVerifierEnc, verifierAad(stateHash)) }
    : {};
}
