import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { repositories } from '../../db/schema/index.js';
import { connectedProvider } from './integration-tokens.js';
import { fetchProviderCommits } from './provider-commits.js';

/** A repository's provider commits are fetched again at most this often. */
const SYNC_INTERVAL_MS = 60_000;

/**
 * Refreshes the Commits tab of a project from its providers: each provider repository not fetched in the
 * last minute gets its latest commits. Each one is claimed first (`commits_synced_at` moved forward in the
 * same UPDATE that checks it), so two tabs opened at once do not ask the provider twice. Never throws: the
 * tab shows what is stored when a provider is down or disconnected.
 */
export async function syncProviderCommits(ctx: AppContext, projectId: number): Promise<void> {
  try {
    const cutoff = new Date(Date.now() - SYNC_INTERVAL_MS);
    const due = await ctx.db
      .update(repositories)
      .set({ commitsSyncedAt: new Date() })
      .where(
        and(
          eq(repositories.projectId, projectId),
          ne(repositories.platform, 'aerie'),
          or(isNull(repositories.commitsSyncedAt), lt(repositories.commitsSyncedAt, cutoff)),
        ),
      )
      .returning();
    for (const repository of due) {
      if (repository.platform === 'aerie') continue;
      try {
        const { provider, token } = await connectedProvider(ctx, repository.workspaceId, repository.platform);
        await fetchProviderCommits(ctx, provider, token, repository);
      } catch (error) {
        ctx.logger.warn({ err: error, repositoryId: repository.id }, 'provider commits could not be synced');
      }
    }
  } catch (error) {
    ctx.logger.warn({ err: error, projectId }, 'provider commits could not be synced');
  }
}
