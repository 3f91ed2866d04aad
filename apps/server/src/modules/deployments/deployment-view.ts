import type { Deployment } from '@aerie/contract';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.js';
import { deploymentRuns, deployments, repositories, servers, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { runSummaryView } from './run-summary.js';

const lastRunStarter = alias(users, 'last_run_starter');

/**
 * Deployments as the lists and menus show them, in ONE query: server name and ip, repository name and
 * platform, and the last run (a lateral join picks each deployment's newest run by its index), so a page
 * of 12 never costs 12 more queries. `total` counts every row the filter matches.
 */
export async function selectDeploymentViews(
  db: Queryable,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<Array<{ view: Deployment; total: number }>> {
  const lastRun = db
    .select()
    .from(deploymentRuns)
    .where(eq(deploymentRuns.deploymentId, deployments.id))
    .orderBy(desc(deploymentRuns.id))
    .limit(1)
    .as('last_run');
  const rows = await db
    .select({
      deployment: deployments,
      server: { name: servers.name, ip: servers.ip },
      repository: { name: repositories.name, platform: repositories.platform },
      lastRun: {
        id: lastRun.id,
        deploymentId: lastRun.deploymentId,
        status: lastRun.status,
        trigger: lastRun.trigger,
        commitSha: lastRun.commitSha,
        exitCode: lastRun.exitCode,
        failureReason: lastRun.failureReason,
        cancelRequested: lastRun.cancelRequested,
        startedById: lastRun.startedById,
        queuedAt: lastRun.queuedAt,
        startedAt: lastRun.startedAt,
        finishedAt: lastRun.finishedAt,
        heartbeatAt: lastRun.heartbeatAt,
        kind: lastRun.kind,
        release: lastRun.release,
        rollbackOfRunId: lastRun.rollbackOfRunId,
        rolledBack: lastRun.rolledBack,
        releasePruned: lastRun.releasePruned,
        wentLiveAt: lastRun.wentLiveAt,
      },
      startedBy: { id: lastRunStarter.id, first: lastRunStarter.first, last: lastRunStarter.last },
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(deployments)
    .innerJoin(servers, eq(servers.id, deployments.serverId))
    .innerJoin(repositories, eq(repositories.id, deployments.repositoryId))
    .leftJoinLateral(lastRun, sql`true`)
    .leftJoin(lastRunStarter, eq(lastRunStarter.id, lastRun.startedById))
    .where(where)
    .orderBy(desc(deployments.createdAt), desc(deployments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    total: row.total,
    view: {
      id: row.deployment.id,
      slug: row.deployment.slug,
      server: row.server,
      branch: row.deployment.branch,
      deploy_path: row.deployment.deployPath,
      created_at: row.deployment.createdAt.toISOString(),
      repo_id: row.deployment.repositoryId,
      server_id: row.deployment.serverId,
      auto_deploy: 0,
      project_id: row.deployment.projectId,
      schedule: row.deployment.schedule,
      timezone: row.deployment.timezone,
      next_run_at: row.deployment.nextRunAt?.toISOString() ?? null,
      push_to_deploy: row.deployment.pushToDeploy,
      strategy: row.deployment.strategy,
      shared_paths: row.deployment.sharedPaths,
      keep_releases: row.deployment.keepReleases,
      restart_command: row.deployment.restartCommand,
      health_check: {
        url: row.deployment.healthCheckUrl,
        command: row.deployment.healthCheckCommand,
        timeout_seconds: row.deployment.healthCheckTimeoutSeconds,
        retry_seconds: row.deployment.healthCheckRetrySeconds,
      },
      app_port: row.deployment.appPort,
      repository: row.repository,
      last_run: row.lastRun ? runSummaryView(row.lastRun, row.startedBy) : null,
    },
  }));
}

/** One deployment as the browser sees it (after a create or a settings change). */
export async function loadDeploymentView(db: Queryable, deploymentId: number): Promise<Deployment> {
  const [row] = await selectDeploymentViews(db, eq(deployments.id, deploymentId));
  if (!row) throw notFound('The deployment');
  return row.view;
}
