import { DEPLOYMENT_RULES } from '@aerie/contract';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deploymentRuns } from '../../db/schema/index.js';
import { hostingPage } from '../hosting/index.js';
import { runStarter, runStarterColumns, runSummaryView } from './run-summary.js';

const PER_PAGE = DEPLOYMENT_RULES.runsPerPage;

/** A deployment's runs, 20 a page, newest first, each with who started it (one query). */
export async function listRuns(db: Queryable, deploymentId: number, page: number) {
  const where = eq(deploymentRuns.deploymentId, deploymentId);
  const rows = await db
    .select({
      run: getTableColumns(deploymentRuns),
      startedBy: runStarterColumns,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(deploymentRuns)
    .leftJoin(runStarter, eq(runStarter.id, deploymentRuns.startedById))
    .where(where)
    .orderBy(desc(deploymentRuns.queuedAt), desc(deploymentRuns.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  return hostingPage(rows, {
    page,
    perPage: PER_PAGE,
    view: (row) => runSummaryView(row.run, row.startedBy),
    countAll: async () => {
      const [row] = await db.select({ total: count() }).from(deploymentRuns).where(where);
      return row?.total ?? 0;
    },
  });
}
