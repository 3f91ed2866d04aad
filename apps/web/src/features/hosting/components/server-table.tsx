import type { Server } from '@aerie/contract';
import { Link } from 'react-router';

import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/format-date';

import { serverActions, type ServerMenuAction } from '../pilot-actions';
import { ipLabel, sshUsersPath } from '../server-display';
import { ServerActionMenu } from './server-action-menu';
import { ServerStatusBadge } from './server-status-badge';

export interface ServerTableProps {
  projectUid: string;
  servers: readonly Server[];
  isOwner: boolean;
  /** Why the user's role may not act on servers, if it may not. */
  serversRefusal?: string;
  /** Why the user may not cancel or keep a pilot, if they may not. */
  billingRefusal?: string;
  onAction: (server: Server, action: ServerMenuAction) => void;
}

/**
 * The Pilots and Server Connections tables (docs/product.md § Hosting page): NAME, HOSTING PROVIDER, IP ADDRESS,
 * STATUS, DATE CREATED, ACTION. A name links to SSH management only while the server is active. On a phone each server
 * is a stacked item with its status and menu in reach, as the product's other lists are; from 640 px a table.
 */
export function ServerTable({
  projectUid,
  servers,
  isOwner,
  serversRefusal,
  billingRefusal,
  onAction,
}: ServerTableProps) {
  const menu = (server: Server) => (
    <ServerActionMenu
      projectUid={projectUid}
      server={server}
      actions={serverActions(server, isOwner)}
      serversRefusal={serversRefusal}
      billingRefusal={billingRefusal}
      onAction={(action) => onAction(server, action)}
    />
  );
  return (
    <ResponsiveTable
      rows={servers}
      rowKey={(server) => server.id}
      columns={[
        {
          header: 'Name',
          card: 'title',
          className: 'font-medium text-zinc-900',
          cell: (server) => (
            <>
              <ServerName projectUid={projectUid} server={server} />
              <PilotEnd server={server} />
            </>
          ),
          cardCell: (server) => (
            <>
              <p className="truncate">
                <ServerName projectUid={projectUid} server={server} />
              </p>
              <PilotEnd server={server} />
            </>
          ),
        },
        { header: 'Hosting provider', card: 'line', cardClassName: 'truncate', cell: (server) => server.hostname },
        {
          header: 'IP address',
          card: 'line',
          cardClassName: 'text-xs text-zinc-500',
          cell: (server) => <IpAddress ip={server.ip} />,
          cardCell: (server) => (
            <>
              <IpAddress ip={server.ip} /> · {formatDate(server.created_at)}
            </>
          ),
        },
        { header: 'Status', card: 'end', cell: (server) => <ServerStatusBadge server={server} /> },
        {
          header: 'Date created',
          card: 'none',
          className: 'whitespace-nowrap',
          cell: (server) => formatDate(server.created_at),
        },
        { header: 'Action', card: 'end', align: 'end', cell: menu },
      ]}
    />
  );
}

/** The address in monospace, or in grey the words for a server that has none yet. */
function IpAddress({ ip }: { ip: string | null }) {
  return <span className={ip ? 'font-mono text-xs text-zinc-600' : 'text-zinc-500'}>{ipLabel(ip)}</span>;
}

/** The server's name, a link to its SSH users only while it is active (docs/product.md § SSH users). */
function ServerName({ projectUid, server }: { projectUid: string; server: Server }) {
  if (server.active !== 1) return server.name;
  return (
    <Link
      to={sshUsersPath(projectUid, server)}
      className="rounded text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      {server.name}
    </Link>
  );
}

/** When a cancelled or unrenewed pilot will be destroyed (issue 25); nothing for a pilot that goes on. */
function PilotEnd({ server }: { server: Server }) {
  if (!server.destroys_at) return null;
  return (
    <p className="text-xs font-normal text-red-700">
      {server.cancel_at_period_end
        ? `Cancelled: destroyed on ${formatDate(server.destroys_at)}`
        : `Unpaid: destroyed on ${formatDate(server.destroys_at)} unless renewed`}
    </p>
  );
}
