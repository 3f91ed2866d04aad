import { sql, type SQL } from 'drizzle-orm';

import { deploymentRuns, domainEvents, repositories, servers, stores, tasks, websites } from '../../db/schema/index.js';

/** Which object each family of events is about: the table and the data field holding its id. */
const OBJECTS = [
  { prefix: 'task.', table: tasks, idField: 'taskId' },
  { prefix: 'site.', table: websites, idField: 'websiteId' },
  { prefix: 'order.', table: stores, idField: 'storeId' },
  { prefix: 'product.', table: stores, idField: 'storeId' },
  { prefix: 'branch.', table: repositories, idField: 'repositoryId' },
  { prefix: 'server.', table: servers, idField: 'serverId' },
  { prefix: 'deployment.', table: deploymentRuns, idField: 'runId' },
] as const;

/**
 * Whether the object an event links to still exists (a site, a store, a run…), so a deleted one's entry
 * shows without a link instead of opening a 404. A select-list expression: PostgreSQL evaluates it for
 * the page's rows only, one primary-key look-up each.
 */
export function objectStillExists(): SQL<boolean> {
  const cases = OBJECTS.map(
    ({ prefix, table, idField }) =>
      sql`when ${domainEvents.name} like ${`${prefix}%`} then exists (select 1 from ${table} where ${table.id} = (${domainEvents.data}->>${idField})::int)`,
  );
  return sql<boolean>`case ${sql.join(cases, sql` `)} else true end`;
}
