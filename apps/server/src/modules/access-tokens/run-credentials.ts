import { randomBytes } from 'node:crypto';

import { and, eq, gt } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deploymentRunCredentials, deploymentRuns } from '../../db/schema/index.js';
import { hashAccessToken } from './access-tokens.js';

/** Marks the secret as a run's, so a leaked one is recognisable and never taken for a person's token. */
export const RUN_CREDENTIAL_PREFIX = 'aerie_run_';

/** The user name git sends with a run's credential: it names the run, never a person. */
export const runCredentialUser = (runId: number) => `aerie-run-${runId}`;

/**
 * Issue 24 §2: a new credential for `runId` to fetch `repositoryId` (any earlier one of the run is
 * replaced). The secret is in this return value only; `expiresAt` is a backstop, the run's status is what
 * keeps it alive (findRunCredential).
 */
export async function issueRunCredential(
  db: Queryable,
  input: { runId: number; repositoryId: number; expiresAt: Date },
): Promise<{ user: string; secret: string }> {
  const secret = RUN_CREDENTIAL_PREFIX + randomBytes(32).toString('base64url');
  await db.delete(deploymentRunCredentials).where(eq(deploymentRunCredentials.runId, input.runId));
  await db.insert(deploymentRunCredentials).values({ ...input, tokenHash: hashAccessToken(secret) });
  return { user: runCredentialUser(input.runId), secret };
}

/** Deletes the run's credential, if it still has one: from now on it proves nothing. */
export async function revokeRunCredential(db: Queryable, runId: number): Promise<void> {
  await db.delete(deploymentRunCredentials).where(eq(deploymentRunCredentials.runId, runId));
}

/**
 * The run a credential speaks for and the one repository it may read — only while that run is `running`,
 * so however a run ends (recovery after a kill -9 included) its credential is dead at that moment, even
 * before the row is deleted. The user name must name the same run.
 */
export async function findRunCredential(
  db: Queryable,
  user: string,
  secret: string,
  now: Date,
): Promise<{ runId: number; repositoryId: number } | null> {
  if (!secret.startsWith(RUN_CREDENTIAL_PREFIX)) return null;
  const [row] = await db
    .select({ runId: deploymentRunCredentials.runId, repositoryId: deploymentRunCredentials.repositoryId })
    .from(deploymentRunCredentials)
    .innerJoin(deploymentRuns, eq(deploymentRuns.id, deploymentRunCredentials.runId))
    .where(
      and(
        eq(deploymentRunCredentials.tokenHash, hashAccessToken(secret)),
        eq(deploymentRuns.status, 'running'),
        gt(deploymentRunCredentials.expiresAt, now),
      ),
    )
    .limit(1);
  return row && user === runCredentialUser(row.runId) ? row : null;
}
