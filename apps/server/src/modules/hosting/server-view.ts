import type { Server, ServerState } from '@aerie/contract';

import type { ServerRow } from '../../db/schema/index.js';
import { destructionTime } from './pilot-period.js';

/** Whether a pilot's paid month is over (a server connection never expires). */
export function isExpired(server: Pick<ServerRow, 'expiresAt'>, now: Date = new Date()): boolean {
  return server.expiresAt !== null && server.expiresAt.getTime() <= now.getTime();
}

/** What the browser sees of a server: never its credentials. `names` are its plan's and template's. */
export function serverView(
  server: ServerRow,
  names: { plan: string | null; template: string | null } = { plan: null, template: null },
): Server {
  return {
    id: server.id,
    slug: server.slug,
    name: server.name,
    hostname: server.hostname,
    ip: server.ip,
    port: server.port,
    protocal: server.protocol,
    username: server.username,
    active: server.active,
    is_expired: isExpired(server),
    pilot_id: server.pilotId,
    project_id: server.projectId,
    auth_method: server.authMethod,
    fingerprint: server.hostKeyFingerprint,
    os: server.os,
    git_installed: server.gitInstalled,
    usable: server.protocol === 'ssh',
    provider: server.cloudProvider,
    plan: names.plan,
    template: names.template,
    expires_at: server.expiresAt?.toISOString() ?? null,
    cancel_at_period_end: server.cancelAtPeriodEnd,
    // Shown once it is on its way: cancelled, or the paid month over (the unpaid grace).
    destroys_at:
      server.cancelAtPeriodEnd || isExpired(server) ? (destructionTime(server)?.toISOString() ?? null) : null,
    state: serverState(server),
    created_at: server.createdAt.toISOString(),
    updated_at: server.updatedAt.toISOString(),
  };
}

/** The last check over SSH (issue 28), or null before the first one. */
function serverState(server: ServerRow): ServerState | null {
  if (server.checkedAt === null || server.reachable === null) return null;
  return {
    reachable: server.reachable,
    checked_at: server.checkedAt.toISOString(),
    message: server.checkMessage,
    uptime_seconds: server.uptimeSeconds,
    disk_free_bytes: server.diskFreeBytes,
    memory_free_bytes: server.memoryFreeBytes,
  };
}
