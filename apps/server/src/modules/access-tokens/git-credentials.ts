import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { personalAccessTokens, users } from '../../db/schema/index.js';
import { hashAccessToken } from './access-tokens.js';

/**
 * Who a git request speaks for: a person (their e-mail and one of their personal access tokens), or a
 * deployment run (its own credential, issue 24 §2), which may only read the one repository it deploys.
 */
export type GitCaller = PersonCaller | { kind: 'run'; runId: number; repositoryId: number };
export interface PersonCaller {
  kind: 'person';
  userId: number;
  email: string;
}

/** `Basic base64(user:password)` → its two halves; anything else is no credential. */
export function parseBasicAuth(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // A NUL (which PostgreSQL text cannot hold) is in no e-mail and no token.
  if (colon <= 0 || decoded.includes('\u0000')) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * The user git speaks for: the e-mail of the account and one of its personal access tokens, not revoked
 * and not expired. Both must match, so a token alone (or an e-mail alone) proves nothing.
 */
export async function findGitCaller(
  db: Queryable,
  email: string,
  token: string,
  now: Date,
): Promise<PersonCaller | null> {
  const [row] = await db
    .select({ tokenId: personalAccessTokens.id, userId: users.id, email: users.email })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(
      and(
        eq(personalAccessTokens.tokenHash, hashAccessToken(token)),
        isNull(personalAccessTokens.revokedAt),
        or(isNull(personalAccessTokens.expiresAt), gt(personalAccessTokens.expiresAt, now)),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) return null;
  await db.update(personalAccessTokens).set({ lastUsedAt: now }).where(eq(personalAccessTokens.id, row.tokenId));
  return { kind: 'person', userId: row.userId, email: row.email };
}
