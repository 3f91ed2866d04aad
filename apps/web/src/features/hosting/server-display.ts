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

/** A size in bytes as people read free space: "18.4 GB", "512 MB" (powers of 1024, as df -h and free -h count). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** How long a server has run: "12 days 4 hours", "3 hours 5 minutes", "2 minutes". */
export function formatUptime(seconds: number | null): string {
  if (seconds === null) return '—';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const part = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  if (days > 0) return `${part(days, 'day')} ${part(hours, 'hour')}`;
  if (hours > 0) return `${part(hours, 'hour')} ${part(minutes, 'minute')}`;
  return part(minutes, 'minute');
}
