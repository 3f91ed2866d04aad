import { REPOSITORY_RULES } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { RepositoryRow } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';
import { touchRepository } from './create-aerie-repository.js';
import { readBranches, readNewCommits } from './git-cli.js';
import { recordCommits } from './record-commits.js';

/**
 * After a push: the commits each moved or new branch gained, read from the repository itself (never from
 * what the client claimed), go to the Commits tab with a `branch.pushed` event in the same transaction
 * (deployments that follow the branch with push-to-deploy on react to it), and the repository counts as
 * updated.
 */
export async function recordPush(
  ctx: AppContext,
  repository: RepositoryRow,
  path: string,
  before: Map<string, string>,
  pusherUserId: number | null = null,
): Promise<void> {
  const after = await readBranches(path);
  // A new branch lists only what no branch had before, not the history it was cut from.
  const known = [...new Set(before.values())];
  for (const [branch, sha] of after) {
    if (before.get(branch) === sha) continue;
    const commits = await readNewCommits(path, sha, known, REPOSITORY_RULES.activitiesMax);
    await ctx.db.transaction(async (tx) => {
      await recordCommits(
        tx,
        repository,
        commits.map((commit) => ({ ...commit, branch })),
      );
      await emitEvent(tx, {
        name: 'branch.pushed',
        workspaceId: repository.workspaceId,
        projectId: repository.projectId,
        actorUserId: pusherUserId,
        aggregate: `repository:${repository.id}`,
        data: {
          repositoryId: repository.id,
          repository: repository.name,
          branch,
          before: before.get(branch) ?? '',
          after: sha,
          commits: commits.length,
        },
      });
    });
  }
  const moved = after.size !== before.size || [...after].some(([branch, sha]) => before.get(branch) !== sha);
  // A refused push (not a fast-forward, say) changed nothing: the repository keeps its last edit time.
  if (moved) await touchRepository(ctx, repository.id);
}
