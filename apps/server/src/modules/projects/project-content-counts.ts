import type { Project } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';

export type ProjectContentCounts = Project['counts'];

const NOTHING_YET: ProjectContentCounts = { stores: 0, websites: 0, pilots: 0 };

/**
 * What each project holds, by project id. The tables that feed these counts arrive with later issues:
 * `websites` (builder issue), `stores` (store issue) and `servers` (hosting issue, counting only rows with a
 * `pilot_id`, 000 §4). Until then every count is 0; those issues add one grouped count per table here and
 * every Project reply picks it up.
 */
export async function projectContentCounts(
  _db: Queryable,
  projectIds: readonly number[],
): Promise<Map<number, ProjectContentCounts>> {
  return new Map(projectIds.map((id) => [id, { ...NOTHING_YET }]));
}
