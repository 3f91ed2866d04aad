import type { ServerAction } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { serverLogs, type ServerRow } from '../../db/schema/index.js';

/**
 * One line of the Server Logs tab: what was done to which server, by whom, and how it went. `message` is
 * what the user was told; it never holds a credential.
 */
export async function recordServerLog(
  db: Queryable,
  entry: {
    server: Pick<ServerRow, 'id' | 'name' | 'projectId'>;
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
