import { HOSTING_MESSAGES, type Server, type ServerAction } from '@aerie/contract';

export type ServerStatus = 'active' | 'inactive' | 'expired';

/** docs/product.md § Pilot lifecycle: active 1 shows as 'active', 0 as 'inactive'; an expired pilot says so instead. */
export function serverStatus(server: Pick<Server, 'active' | 'is_expired' | 'pilot_id'>): ServerStatus {
  if (server.pilot_id !== null && server.is_expired) return 'expired';
  return server.active === 1 ? 'active' : 'inactive';
}

/** docs/product.md § Hosting page: a server without an ip yet reads 'Not Provisioned'. */
export function ipLabel(ip: string | null): string {
  return ip ?? HOSTING_MESSAGES.notProvisioned;
}

/** The SSH users page of a server (docs/product.md § SSH users `/dashboard/project/{uid}/{serverId}/hosting/{slug}`). */
export function sshUsersPath(projectUid: string, server: Pick<Server, 'id' | 'slug'>): string {
  return `/dashboard/project/${projectUid}/${server.id}/hosting/${server.slug}`;
}

/** The deployments of one server (docs/product.md § Hosting page `/dashboard/project/hosting/{uid}/{slug}/{serverid}/{servername}`). */
export function serverDeploymentsPath(projectUid: string, server: Pick<Server, 'id' | 'slug' | 'name'>): string {
  return `/dashboard/project/hosting/${projectUid}/${server.slug}/${server.id}/${encodeURIComponent(server.name)}`;
}

/** The Server Logs tab's ACTION column, in words. */
export const LOG_ACTION_LABELS: Record<ServerAction, string> = {
  connect: 'Connected',
  provision: 'Provisioned',
  reboot: 'Rebooted',
  power_on: 'Powered on',
  power_off: 'Powered off',
  delete: 'Deleted',
  renew: 'Renewed',
  cancel: 'Cancelled',
  resume: 'Kept',
  access_added: 'SSH user added',
  access_removed: 'SSH user removed',
  deploy: 'Deployed',
};

/** A person as the lists show them; null when the account is gone. */
export function personName(person: { first: string; last: string } | null): string {
  if (!person) return '—';
  return `${person.first} ${person.last}`.trim() || '—';
}
