import { sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';

/** The advisory lock's first key (the repository id is the second). */
const PUSH_HOOK_LOCK = 0x9b0c;

/**
 * Every transaction that adds a repository's push hook, or asks whether it is still needed and removes it,
 * takes this lock first: a deployment turning push-to-deploy on and the last one turning it off (or being
 * deleted) then see each other's committed rows, so a hook is never removed under a deployment that relies
 * on it, nor two made for one repository (test/provider-push-races.test.ts).
 */
export async function lockRepositoryPushHook(tx: Queryable, repositoryId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_HOOK_LOCK}::int, ${repositoryId}::int)`);
}
