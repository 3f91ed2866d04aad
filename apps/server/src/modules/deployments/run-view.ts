import type { RunDetail } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { servers, type DeploymentRow, type DeploymentRunRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { lastLines } from './read-run-log.js';
import { loadRunSummary } from './run-summary.js';

/**
 * The run page's first read: the run, its deployment and server, and its log so far. Only the LAST 5,000
 * lines come with it (a run keeps up to DEPLOYMENT_RULES.logLinesMax): the page then follows the stream
 * from the last line it got, so a long log does not make one huge reply.
 */
export const RUN_DETAIL_LINES = 5000;

export async function runDetail(db: Queryable, run: DeploymentRunRow, deployment: DeploymentRow): Promise<RunDetail> {
  const [summary, [server], lines] = await Promise.all([
    loadRunSummary(db, run.id),
    db.select({ name: servers.name, ip: servers.ip }).from(servers).where(eq(servers.id, deployment.serverId)),
    lastLines(db, run.id, RUN_DETAIL_LINES),
  ]);
  if (!summary) throw notFound('The run');
  return {
    ...summary,
    deployment: {
      id: deployment.id,
      slug: deployment.slug,
      branch: deployment.branch,
      deploy_path: deployment.deployPath,
    },
    server: server ?? { name: '', ip: null },
    project_id: deployment.projectId,
    lines,
  };
}
