import { REPOSITORY_RULES } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { RepositoryRow } from '../../db/schema/index.js';
import { queuePushDeploys } from '../deployments/push-to-deploy.js';
import { touchRepository } from './create-aerie-repository.js';
import { readBranches, readNewCommits } from './git-cli.js';
import { recordCommits } from './record-commits.js';

/**
 * After a push: the commits each moved or new branch gained, read from the repository itself (never from
 * what the client claimed), go to the Commits tab, the repository counts as updated, and deployments that
 * follow a moved branch with push-to-deploy on get a run (the deployment's own, not the pusher's).
 */
export async function recordPush(
  ctx: AppContext,
  repository: RepositoryRow,
  path: string,
  before: Map<string, string>,
): Promise<void> {
  const after = await readBranches(path);
  // A new branch lists only what no branch had before, not the history it was cut from.
  const known = [...new Set(before.values())];
  const movedBranches: string[] = [];
  for (const [branch, sha] of after) {
    if (before.get(branch) === sha) continue;
    movedBranches.push(branch);
    const commits = await readNewCommits(path, sha, known, REPOSITORY_RULES.activitiesMax);
    await recordCommits(
      ctx.db,
      repository,
      commits.map((commit) => ({ ...commit, branch })),
    );
  }
  const moved = after.size !== before.size || [...after].some(([branch, sha]) => before.get(branch) !== sha);
  // A refused push (not a fast-forward, say) changed nothing: the repository keeps its last edit time.
  if (moved) await touchRepository(ctx, repository.id);
  await queuePushDeploys(ctx, { repositoryId: repository.id, branches: movedBranches });
}
