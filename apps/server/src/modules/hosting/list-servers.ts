import { HOSTING_RULES, type ServerPage } from '@aerie/contract';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { pilotPlans, pilotTemplates, servers } from '../../db/schema/index.js';
import { hostingPage } from './hosting-page.js';
import { serverView } from './server-view.js';

const PER_PAGE = HOSTING_RULES.perPage;

/**
 * One tab of the Hosting page (docs/product.md § Hosting page): the project's pilots (`pilot_id` set) or its server
 * connections (`pilot_id` null), 12 a page, newest first. Plan and template names are joined in the same query.
 */
export async function listServers(
  db: Queryable,
  projectId: number,
  type: 'pilot' | 'connection',
  page: number,
): Promise<ServerPage> {
  const where = and(
    eq(servers.projectId, projectId),
    type === 'pilot' ? isNotNull(servers.pilotId) : isNull(servers.pilotId),
  );
  const rows = await db
    .select({
      server: servers,
      plan: pilotPlans.name,
      template: pilotTemplates.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(servers)
    .leftJoin(pilotPlans, eq(pilotPlans.id, servers.planId))
    .leftJoin(pilotTemplates, eq(pilotTemplates.id, servers.templateId))
    .where(where)
    .orderBy(desc(servers.createdAt), desc(servers.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  return hostingPage(rows, {
    page,
    perPage: PER_PAGE,
    view: (row) => serverView(row.server, { plan: row.plan, template: row.template }),
    countAll: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(servers)
        .where(where);
      return row?.total ?? 0;
    },
  });
}
