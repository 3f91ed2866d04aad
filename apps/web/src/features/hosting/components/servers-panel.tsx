import { HOSTING_MESSAGES, type Server } from '@aerie/contract';
import { Server as ServerIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';
import { RoleNote } from '@/components/ui/role-note';
import { usePageWithinRange } from '@/lib/use-page-within-range';

import { useServers, type ServerListType } from '../api/list-servers';
import type { ServerMenuAction } from '../pilot-actions';
import { ServerTable } from './server-table';

export interface ServersPanelProps {
  projectUid: string;
  type: ServerListType;
  page: number;
  onPageChange: (page: number) => void;
  isOwner: boolean;
  /** Why the user's role may not act on servers, if it may not. */
  serversRefusal?: string;
  /** Why the user may not cancel or keep a pilot, if they may not (the workspace owner's). */
  billingRefusal?: string;
  /** The tab's add button, repeated in the empty state (docs/product.md § Hosting page); a lesser role reads why instead. */
  addButton: ReactNode;
  onAction: (server: Server, action: ServerMenuAction) => void;
}

/** The Pilots or Server Connections tab: 12 a page, the spec's empty texts with the add button. */
export function ServersPanel({
  projectUid,
  type,
  page,
  onPageChange,
  isOwner,
  serversRefusal,
  billingRefusal,
  addButton,
  onAction,
}: ServersPanelProps) {
  const servers = useServers({ projectUid, type, page });
  const list = servers.data;
  usePageWithinRange(page, list?.last_page, servers.isPlaceholderData, onPageChange);
  return (
    <div className="relative min-h-56">
      {servers.isError && !list ? (
        <LoadError
          title={type === 'pilot' ? "We couldn't load the pilots" : "We couldn't load the servers"}
          query={servers}
        />
      ) : list && list.total === 0 ? (
        <EmptyState
          icon={ServerIcon}
          title={type === 'pilot' ? HOSTING_MESSAGES.emptyPilots : HOSTING_MESSAGES.emptyConnections}
          description={
            type === 'pilot'
              ? 'A pilot is a server we run for you, ready for your deployments.'
              : 'Connect a server you already have, and deploy to it over SSH.'
          }
          action={serversRefusal ? <RoleNote>{serversRefusal}</RoleNote> : addButton}
        />
      ) : list ? (
        <>
          <ServerTable
            projectUid={projectUid}
            servers={list.data}
            isOwner={isOwner}
            serversRefusal={serversRefusal}
            billingRefusal={billingRefusal}
            onAction={onAction}
          />
          <Pagination page={page} pageCount={list.last_page} onPageChange={onPageChange} className="mt-6" />
        </>
      ) : null}
      <LoadingOverlay
        show={servers.isPending || servers.isPlaceholderData}
        label={type === 'pilot' ? 'Loading pilots…' : 'Loading servers…'}
      />
    </div>
  );
}
