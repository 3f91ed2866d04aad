import type { GitPlatform, ShippedRun, TaskCommit } from '@aerie/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { deploymentRuns, deployments, repositories, servers, taskCommits } from '../../db/schema/index.js';
import { isAncestorCommit } from '../repositories/index.js';

/** Succeeded runs looked at per deployment: enough for a card's lifetime, bounded for a busy deployment. */
const RUNS_PER_DEPLOYMENT = 200;

/** Where a provider shows one commit; null when the repository's page is not known. */
function providerCommitUrl(platform: GitPlatform, repoUrl: string | null, sha: string): string | null {
  if (platform === 'aerie' || !repoUrl) return null;
  const base = repoUrl.replace(/\/+$/, '');
  if (platform === 'gitlab') return `${base}/-/commit/${sha}`;
  if (platform === 'bitbucket') return `${base}/commits/${sha}`;
  return `${base}/commit/${sha}`;
}

type LinkedCommit = { sha: string; repository: { id: number; workspaceId: number; platform: GitPlatform } };
type SucceededRun = { id: number; deploymentId: number; commitSha: string | null; finishedAt: Date | null };

/**
 * A task's commits, newest first, each with the runs that shipped it (docs/product.md § Task keys): per
 * deployment of its repository, the first succeeded run of that commit or — on Aerie Git — of a later commit
 * whose history holds it. Computed when a card is opened, never for the whole board.
 */
export async function listTaskCommits(ports: Pick<AppContext, 'db' | 'config'>, taskId: number): Promise<TaskCommit[]> {
  const { db } = ports;
  const rows = await db
    .select({ link: taskCommits, repository: repositories })
    .from(taskCommits)
    .innerJoin(repositories, eq(repositories.id, taskCommits.repositoryId))
    .where(eq(taskCommits.taskId, taskId))
    .orderBy(desc(taskCommits.committedAt), desc(taskCommits.id));
  if (!rows.length) return [];
  const repositoryIds = [...new Set(rows.map((row) => row.repository.id))];
  const targets = await db
    .select({ id: deployments.id, repositoryId: deployments.repositoryId, server: servers.name })
    .from(deployments)
    .innerJoin(servers, eq(servers.id, deployments.serverId))
    .where(inArray(deployments.repositoryId, repositoryIds))
    .orderBy(asc(deployments.id));
  const runs = targets.length
    ? await db
        .select({
          id: deploymentRuns.id,
          deploymentId: deploymentRuns.deploymentId,
          commitSha: deploymentRuns.commitSha,
          finishedAt: deploymentRuns.finishedAt,
        })
        .from(deploymentRuns)
        .where(
          and(
            inArray(
              deploymentRuns.deploymentId,
              targets.map((target) => target.id),
            ),
            eq(deploymentRuns.status, 'succeeded'),
          ),
        )
        .orderBy(asc(deploymentRuns.id))
    : [];

  const shipped = async (commit: LinkedCommit): Promise<ShippedRun[]> => {
    const found: ShippedRun[] = [];
    for (const target of targets.filter((candidate) => candidate.repositoryId === commit.repository.id)) {
      const ofTarget = runs.filter((run) => run.deploymentId === target.id).slice(0, RUNS_PER_DEPLOYMENT);
      const run = await firstRunHolding(ports.config.git, commit, ofTarget);
      if (run) {
        found.push({
          run_id: run.id,
          deployment_id: target.id,
          server: target.server,
          finished_at: run.finishedAt?.toISOString() ?? null,
        });
      }
    }
    return found;
  };

  return Promise.all(
    rows.map(async ({ link, repository }) => ({
      sha: link.sha,
      message: link.message,
      author: link.authorName,
      committed_at: link.committedAt.toISOString(),
      closes: link.closes,
      repository: { id: repository.id, name: repository.name, platform: repository.platform },
      url: providerCommitUrl(repository.platform, repository.repoUrl, link.sha),
      shipped: await shipped({ sha: link.sha, repository }),
    })),
  );
}

/** The first run (by id) that deployed the commit itself or, on Aerie Git, a descendant of it. */
async function firstRunHolding(
  gitConfig: AppContext['config']['git'],
  commit: LinkedCommit,
  runs: SucceededRun[],
): Promise<SucceededRun | undefined> {
  for (const run of runs) {
    if (!run.commitSha) continue;
    if (run.commitSha === commit.sha) return run;
    if (
      commit.repository.platform === 'aerie' &&
      (await isAncestorCommit(gitConfig, commit.repository, commit.sha, run.commitSha))
    ) {
      return run;
    }
  }
  return undefined;
}
