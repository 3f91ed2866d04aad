import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { repositories } from '../../db/schema/index.js';
import { defineSubscriber } from '../events/index.js';
import { readPushedCommits, readRecordedCommits } from '../repositories/index.js';
import { linkCommits } from './link-commits.js';

async function findRepository(tx: Queryable, repositoryId: number) {
  const [repository] = await tx.select().from(repositories).where(eq(repositories.id, repositoryId));
  return repository;
}

/**
 * A push to Aerie Git links the commits it brought to the tasks they name, and closes those a commit on the
 * default branch fixes (docs/product.md § Task keys). The commits are read from the repository itself.
 */
export const linkPushedCommits = defineSubscriber({
  name: 'tasks.link-pushed-commits',
  on: ['branch.pushed'],
  async handle(ctx, event, tx) {
    const repository = await findRepository(tx, event.data.repositoryId);
    // Deleted since the push: its directory went with it, and its tasks' links would go too.
    if (!repository || repository.platform !== 'aerie') return;
    const commits = await readPushedCommits(ctx.config.git, repository, event.data);
    await linkCommits(tx, {
      repository,
      onDefaultBranch: event.data.branch === repository.defaultBranch,
      commits,
      actorUserId: event.actorUserId,
    });
  },
});

/** The same for commits a provider's sync stored (GitHub, GitLab, Bitbucket: their default branch). */
export const linkSyncedCommits = defineSubscriber({
  name: 'tasks.link-synced-commits',
  on: ['branch.synced'],
  async handle(_ctx, event, tx) {
    const repository = await findRepository(tx, event.data.repositoryId);
    if (!repository) return;
    const commits = await readRecordedCommits(tx, repository.id, event.data.branch, event.data.shas);
    await linkCommits(tx, {
      repository,
      onDefaultBranch: event.data.branch === (repository.defaultBranch ?? 'main'),
      commits,
      actorUserId: null,
    });
  },
});
