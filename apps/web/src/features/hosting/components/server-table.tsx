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
  onAction: (server: Server, action: ServerMenuAction) => void;
}

/**
 * The Pilots and Server Connections tables (001 §2): NAME, HOSTING PROVIDER, IP ADDRESS, STATUS, DATE
 * CREATED, ACTION. A name links to SSH management only while the server is active. On a phone the table
 * scrolls sideways inside its card, with the name kept in view.
 */
export function ServerTable({ projectUid, servers, isOwner, onAction }: ServerTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell className="sticky left-0 bg-zinc-50">Name</TableHeaderCell>
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
            <TableCell className="sticky left-0 bg-white font-medium text-zinc-900">
              {server.active === 1 ? (
                <Link
                  to={sshUsersPath(projectUid, server)}
                  className="rounded text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  {server.name}
                </Link>
              ) : (
                server.name
              )}
            </TableCell>
            <TableCell>{server.hostname}</TableCell>
            <TableCell className={server.ip ? 'font-mono text-xs' : 'text-zinc-500'}>{ipLabel(server.ip)}</TableCell>
            <TableCell>
              <ServerStatusBadge server={server} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(server.created_at)}</TableCell>
            <TableCell className="text-right">
              <ServerActionMenu
                projectUid={projectUid}
                server={server}
                actions={serverActions(server, isOwner)}
                onAction={(action) => onAction(server, action)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
