import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { repositories, type RepositoryRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * Turns the default branch's protection on or off. Only Aerie Git enforces it (its pre-receive hook reads
 * the flag on every push, push-rules.ts); a provider's branches are protected on the provider.
 */
export async function updateBranchProtection(
  db: Queryable,
  repository: RepositoryRow,
  isProtected: boolean,
): Promise<RepositoryRow> {
  if (repository.platform !== 'aerie') {
    throw new AppError('bad_request', 'Protect the branches of this repository on its own platform.');
  }
  const [updated] = await db
    .update(repositories)
    .set({ defaultBranchProtected: isProtected, updatedAt: new Date() })
    .where(eq(repositories.id, repository.id))
    .returning();
  return updated!;
}
