import { HOSTING_MESSAGES } from '@aerie/contract';
import { ScrollText } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/format-date';
import { usePageWithinRange } from '@/lib/use-page-within-range';

import { useServerLogs } from '../api/list-server-logs';
import { LOG_ACTION_LABELS, personName } from '../server-display';

export interface ServerLogsPanelProps {
  projectUid: string;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The Server Logs tab: every action on the project's servers, who did it and how it went, 12 a page. A
 * stacked list on phones, a table from 640 px up.
 */
export function ServerLogsPanel({ projectUid, page, onPageChange }: ServerLogsPanelProps) {
  const logs = useServerLogs(projectUid, page);
  const list = logs.data;
  usePageWithinRange(page, list?.last_page, logs.isPlaceholderData, onPageChange);
  return (
    <div className="relative min-h-56">
      {logs.isError && !list ? (
        <LoadError title="We couldn't load the server logs" query={logs} />
      ) : list && list.total === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={HOSTING_MESSAGES.emptyLogs}
          description="Connecting, provisioning, rebooting, powering and SSH users all show here."
        />
      ) : list ? (
        <>
          <ResponsiveTable
            rows={list.data}
            rowKey={(log) => log.id}
            columns={[
              {
                header: 'Server',
                card: 'title',
                cardClassName: 'truncate',
                className: 'font-medium text-zinc-900',
                cell: (log) => log.server_name,
              },
              {
                header: 'Action',
                card: 'line',
                cardClassName: 'text-zinc-700',
                className: 'whitespace-nowrap',
                cell: (log) => LOG_ACTION_LABELS[log.action],
                cardCell: (log) => `${LOG_ACTION_LABELS[log.action]} · ${personName(log.user)}`,
              },
              { header: 'By', card: 'none', className: 'whitespace-nowrap', cell: (log) => personName(log.user) },
              {
                header: 'Result',
                card: 'end',
                cell: (log) => <Badge tone={log.outcome === 'success' ? 'success' : 'danger'}>{log.outcome}</Badge>,
              },
              {
                header: 'Message',
                card: 'line',
                // A fixed width that wraps anywhere: a key fingerprint has no spaces and would push Time off the page.
                className: 'w-72 min-w-56 text-zinc-600 [overflow-wrap:anywhere]',
                cardClassName: '[overflow-wrap:anywhere]',
                cell: (log) => log.message,
              },
              {
                header: 'Time',
                card: 'line',
                className: 'whitespace-nowrap',
                cardClassName: 'text-xs text-zinc-500',
                cell: (log) => formatDate(log.created_at, { style: 'dateTime' }),
              },
            ]}
          />
          <Pagination page={page} pageCount={list.last_page} onPageChange={onPageChange} className="mt-6" />
        </>
      ) : null}
      <LoadingOverlay show={logs.isPending || logs.isPlaceholderData} label="Loading server logs…" />
    </div>
  );
}
