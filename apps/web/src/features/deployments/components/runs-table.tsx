import type { RunSummary } from '@aerie/contract';
import { Link } from 'react-router';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
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
    <>
      <ul aria-label="Runs" className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {runs.map((run) => (
          <li key={run.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0 space-y-1">
              <p className="text-sm">
                <RunLink projectUid={projectUid} runId={run.id} /> <span className="text-zinc-500">·</span>{' '}
                <span className="text-zinc-700">{RUN_TRIGGER_LABELS[run.trigger]}</span>{' '}
                <span className="text-zinc-500">·</span>{' '}
                <span className="font-mono text-xs text-zinc-600">{shortSha(run.commit_sha)}</span>
              </p>
              <p className="truncate text-xs text-zinc-500">
                {startedByText(run)} · {formatDate(run.started_at ?? run.queued_at, { style: 'dateTime' })}
                {' · '}
                {runDuration(run)}
              </p>
            </div>
            <div className="shrink-0">
              <RunStatusBadge status={run.status} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Run</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Trigger</TableHeaderCell>
              <TableHeaderCell>Commit</TableHeaderCell>
              <TableHeaderCell>Started by</TableHeaderCell>
              <TableHeaderCell>Started</TableHeaderCell>
              <TableHeaderCell>Duration</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id}>
                <TableCell>
                  <RunLink projectUid={projectUid} runId={run.id} />
                </TableCell>
                <TableCell>
                  <RunStatusBadge status={run.status} />
                </TableCell>
                <TableCell>{RUN_TRIGGER_LABELS[run.trigger]}</TableCell>
                <TableCell className="font-mono text-xs">{shortSha(run.commit_sha)}</TableCell>
                <TableCell>{startedByText(run)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDate(run.started_at ?? run.queued_at, { style: 'dateTime' })}
                </TableCell>
                <TableCell className="whitespace-nowrap">{runDuration(run)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
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
