import { HOSTING_RULES, type ServerLogPage } from '@aerie/contract';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { serverLogs, servers, users, type ServerLogRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { hostingPage } from './hosting-page.js';

const PER_PAGE = HOSTING_RULES.logsPerPage;

/**
 * The Server Logs tab: what was done to the project's servers, by whom and how it went, 12 a page,
 * newest first. `serverSlug` narrows it to one server of this project; a slug of another project's
 * server answers 404, like one that does not exist.
 */
export async function listServerLogs(
  db: Queryable,
  projectId: number,
  options: { page: number; serverSlug?: string },
): Promise<ServerLogPage> {
  let serverId: number | null = null;
  if (options.serverSlug !== undefined) {
    const [server] = await db
      .select({ id: servers.id })
      .from(servers)
      .where(and(eq(servers.slug, options.serverSlug), eq(servers.projectId, projectId)));
    if (!server) throw notFound('The server');
    serverId = server.id;
  }
  const where = and(
    eq(serverLogs.projectId, projectId),
    serverId === null ? undefined : eq(serverLogs.serverId, serverId),
  );
  const rows = await db
    .select({
      log: serverLogs,
      user: { id: users.id, first: users.first, last: users.last },
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(serverLogs)
    .leftJoin(users, eq(users.id, serverLogs.userId))
    .where(where)
    .orderBy(desc(serverLogs.createdAt), desc(serverLogs.id))
    .limit(PER_PAGE)
    .offset((options.page - 1) * PER_PAGE);
  return hostingPage(rows, {
    page: options.page,
    perPage: PER_PAGE,
    view: (row) => logView(row.log, row.user),
    countAll: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(serverLogs)
        .where(where);
      return row?.total ?? 0;
    },
  });
}

function logView(log: ServerLogRow, user: { id: number; first: string; last: string } | null) {
  return {
    id: log.id,
    server_id: log.serverId,
    server_name: log.serverName,
    action: log.action,
    outcome: log.outcome,
    message: log.message,
    // A left join of a deleted user (or of no user) gives null in every column.
    user: user?.id == null ? null : user,
    created_at: log.createdAt.toISOString(),
  };
}
