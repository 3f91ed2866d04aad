import type { Server } from '@aerie/contract';
import { Link } from 'react-router';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
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
 * The Pilots and Server Connections tables (001 §2): NAME, HOSTING PROVIDER, IP ADDRESS, STATUS, DATE
 * CREATED, ACTION. A name links to SSH management only while the server is active. On a phone each server
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
    <>
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {servers.map((server) => (
          <li key={server.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0 space-y-1">
              <p className="truncate text-sm font-medium text-zinc-900">
                <ServerName projectUid={projectUid} server={server} />
              </p>
              <PilotEnd server={server} />
              <p className="truncate text-sm text-zinc-600">{server.hostname}</p>
              <p className="text-xs text-zinc-500">
                <span className={server.ip ? 'font-mono text-zinc-600' : undefined}>{ipLabel(server.ip)}</span> ·{' '}
                {formatDate(server.created_at)}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <ServerStatusBadge server={server} />
              {menu(server)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Hosting provider</TableHeaderCell>
              <TableHeaderCell>IP address</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Date created</TableHeaderCell>
              <TableHeaderCell className="text-right">Action</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {servers.map((server) => (
              <TableRow key={server.id}>
                <TableCell className="font-medium text-zinc-900">
                  <ServerName projectUid={projectUid} server={server} />
                  <PilotEnd server={server} />
                </TableCell>
                <TableCell>{server.hostname}</TableCell>
                <TableCell className={server.ip ? 'font-mono text-xs' : 'text-zinc-500'}>
                  {ipLabel(server.ip)}
                </TableCell>
                <TableCell>
                  <ServerStatusBadge server={server} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(server.created_at)}</TableCell>
                <TableCell className="text-right">{menu(server)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** The server's name, a link to its SSH users only while it is active (001 §2). */
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
