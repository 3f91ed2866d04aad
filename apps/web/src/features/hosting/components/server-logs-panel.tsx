import { HOSTING_MESSAGES } from '@aerie/contract';
import { ScrollText } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
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
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
            {list.data.map((log) => (
              <li key={log.id} className="space-y-1 p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 truncate text-sm font-medium text-zinc-900">{log.server_name}</p>
                  <Badge tone={log.outcome === 'success' ? 'success' : 'danger'}>{log.outcome}</Badge>
                </div>
                <p className="text-sm text-zinc-700">
                  {LOG_ACTION_LABELS[log.action]} · {personName(log.user)}
                </p>
                <p className="text-sm text-zinc-600 [overflow-wrap:anywhere]">{log.message}</p>
                <p className="text-xs text-zinc-500">{formatDate(log.created_at, { style: 'dateTime' })}</p>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table>
              <TableHead>
                <tr>
                  <TableHeaderCell>Server</TableHeaderCell>
                  <TableHeaderCell>Action</TableHeaderCell>
                  <TableHeaderCell>By</TableHeaderCell>
                  <TableHeaderCell>Result</TableHeaderCell>
                  <TableHeaderCell>Message</TableHeaderCell>
                  <TableHeaderCell>Time</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {list.data.map((log) => (
                  <TableRow key={log.id}>
                    <TableCell className="font-medium text-zinc-900">{log.server_name}</TableCell>
                    <TableCell className="whitespace-nowrap">{LOG_ACTION_LABELS[log.action]}</TableCell>
                    <TableCell className="whitespace-nowrap">{personName(log.user)}</TableCell>
                    <TableCell>
                      <Badge tone={log.outcome === 'success' ? 'success' : 'danger'}>{log.outcome}</Badge>
                    </TableCell>
                    {/* A fixed width that wraps anywhere: a key fingerprint has no spaces and would push Time off the page. */}
                    <TableCell className="w-72 min-w-56 text-zinc-600 [overflow-wrap:anywhere]">
                      {log.message}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDate(log.created_at, { style: 'dateTime' })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination page={page} pageCount={list.last_page} onPageChange={onPageChange} className="mt-6" />
        </>
      ) : null}
      <LoadingOverlay show={logs.isPending || logs.isPlaceholderData} label="Loading server logs…" />
    </div>
  );
}
