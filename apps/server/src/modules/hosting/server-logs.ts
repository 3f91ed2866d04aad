import type { ServerAction } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { serverLogs } from '../../db/schema/index.js';

/**
 * One line of the Server Logs tab: what was done to which server, by whom, and how it went. `message` is
 * what the user was told; it never holds a credential. `server.id` is null when there is no row to point
 * at: a connect that failed before anything was saved, or a server deleted a moment ago.
 */
export async function recordServerLog(
  db: Queryable,
  entry: {
    server: { id: number | null; name: string; projectId: number };
    userId: number | null;
    action: ServerAction;
    outcome: 'success' | 'failure';
    message: string;
  },
): Promise<void> {
  await db.insert(serverLogs).values({
    projectId: entry.server.projectId,
    serverId: entry.server.id,
    serverName: entry.server.name,
    userId: entry.userId,
    action: entry.action,
    outcome: entry.outcome,
    message: entry.message.slice(0, 500),
  });
}
