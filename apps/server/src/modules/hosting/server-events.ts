import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { emitEvent } from '../events/index.js';

type Ports = { db: Queryable; jobs: AppContext['jobs'] };
type ServerRef = Pick<ServerRow, 'id' | 'name' | 'projectId' | 'workspaceId'>;

function serverEvent(server: ServerRef, actorUserId: number | null) {
  return {
    workspaceId: server.workspaceId,
    projectId: server.projectId,
    actorUserId,
    aggregate: `server:${server.id}`,
  };
}

export async function emitSshUserAdded(
  ports: Ports,
  input: { server: ServerRef; actorUserId: number; username: string },
): Promise<void> {
  const { server } = input;
  await emitEvent(ports.db, {
    name: 'server.ssh_user_added',
    ...serverEvent(server, input.actorUserId),
    data: { serverId: server.id, name: server.name, username: input.username },
  });
}

/**
 * `server.unreachable` when an action on a saved server failed because the server could not be reached
 * (not for a refused login or a changed host key: those are answered, so the server is there).
 */
export async function emitIfUnreachable(
  ports: Ports,
  input: { server: ServerRef; actorUserId: number | null; error: unknown },
): Promise<void> {
  const { server, error } = input;
  if (!(error instanceof AppError) || error.code !== 'server_unreachable') return;
  await emitServerUnreachable(ports, { server, actorUserId: input.actorUserId, reason: error.message });
}

/** `server.unreachable` with the reason the user reads (the state check's, or a failed action's). */
export async function emitServerUnreachable(
  ports: Pick<Ports, 'db'>,
  input: { server: ServerRef; actorUserId: number | null; reason: string },
): Promise<void> {
  const { server } = input;
  await emitEvent(ports.db, {
    name: 'server.unreachable',
    ...serverEvent(server, input.actorUserId),
    data: { serverId: server.id, name: server.name, reason: input.reason.slice(0, 300) },
  });
}
