import { DEPLOYMENT_RULES, type DeploymentPage } from '@aerie/contract';
import { count, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deployments } from '../../db/schema/index.js';
import { hostingPage } from '../hosting/index.js';
import { selectDeploymentViews } from './deployment-view.js';

const PER_PAGE = DEPLOYMENT_RULES.perPage;

/** docs/product.md § Deployments list: the deployments of one server or of a whole project, 12 a page, newest first. */
export async function listDeployments(
  db: Queryable,
  owner: { serverId: number } | { projectId: number },
  page: number,
): Promise<DeploymentPage> {
  const where =
    'serverId' in owner ? eq(deployments.serverId, owner.serverId) : eq(deployments.projectId, owner.projectId);
  const rows = await selectDeploymentViews(db, where, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  return hostingPage(rows, {
    page,
    perPage: PER_PAGE,
    view: (row) => row.view,
    countAll: async () => {
      const [row] = await db.select({ total: count() }).from(deployments).where(where);
      return row?.total ?? 0;
    },
  });
}
