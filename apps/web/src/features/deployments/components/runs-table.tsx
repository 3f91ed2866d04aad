import type { RunSummary } from '@aerie/contract';
import { Link } from 'react-router';

import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/format-date';

import { runPath } from '../deployment-paths';
import { RUN_TRIGGER_LABELS, runDuration, shortSha, startedByText } from '../run-display';
import { RunStatusBadge } from './run-status-badge';

export interface RunsTableProps {
  projectUid: string;
  runs: readonly RunSummary[];
}

/**
 * A deployment's runs, newest first: status, what started it, the commit, who, when and how long. On a
 * phone each run is a stacked item, as the deployments list is; from 640 px a table.
 */
export function RunsTable({ projectUid, runs }: RunsTableProps) {
  return (
    <ResponsiveTable
      rows={runs}
      rowKey={(run) => run.id}
      label="Runs"
      columns={[
        {
          header: 'Run',
          card: 'title',
          cardClassName: 'font-normal',
          cell: (run) => <RunLink projectUid={projectUid} runId={run.id} />,
          cardCell: (run) => (
            <>
              <RunLink projectUid={projectUid} runId={run.id} /> <span className="text-zinc-500">·</span>{' '}
              <span className="text-zinc-700">{RUN_TRIGGER_LABELS[run.trigger]}</span>{' '}
              <span className="text-zinc-500">·</span>{' '}
              <span className="font-mono text-xs text-zinc-600">{shortSha(run.commit_sha)}</span>
            </>
          ),
        },
        { header: 'Status', card: 'end', cell: (run) => <RunStatusBadge status={run.status} /> },
        { header: 'Trigger', card: 'none', cell: (run) => RUN_TRIGGER_LABELS[run.trigger] },
        { header: 'Commit', card: 'none', className: 'font-mono text-xs', cell: (run) => shortSha(run.commit_sha) },
        {
          header: 'Started by',
          card: 'line',
          cardClassName: 'truncate text-xs text-zinc-500',
          cell: (run) => startedByText(run),
          cardCell: (run) =>
            `${startedByText(run)} · ${formatDate(run.started_at ?? run.queued_at, { style: 'dateTime' })} · ${runDuration(run)}`,
        },
        {
          header: 'Started',
          card: 'none',
          className: 'whitespace-nowrap',
          cell: (run) => formatDate(run.started_at ?? run.queued_at, { style: 'dateTime' }),
        },
        { header: 'Duration', card: 'none', className: 'whitespace-nowrap', cell: (run) => runDuration(run) },
      ]}
    />
  );
}

function RunLink({ projectUid, runId }: { projectUid: string; runId: number }) {
  return (
    <Link
      to={runPath(projectUid, runId)}
      className="rounded font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      #{runId}
    </Link>
  );
}
