import type { RunSummary } from '@aerie/contract';
import { Link } from 'react-router';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { runPath } from '../deployment-paths';
import { RUN_TRIGGER_LABELS, runDuration, shortSha } from '../run-display';
import { RunStatusBadge } from './run-status-badge';

export interface RunsTableProps {
  projectUid: string;
  runs: readonly RunSummary[];
}

function personName(person: RunSummary['started_by']): string {
  if (!person) return '—';
  return `${person.first} ${person.last}`.trim() || '—';
}

/** A deployment's runs, newest first: status, what started it, the commit, who, when and how long. */
export function RunsTable({ projectUid, runs }: RunsTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell className="sticky left-0 bg-zinc-50">Run</TableHeaderCell>
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
            <TableCell className="sticky left-0 bg-white">
              <Link
                to={runPath(projectUid, run.id)}
                className="rounded font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                #{run.id}
              </Link>
            </TableCell>
            <TableCell>
              <RunStatusBadge status={run.status} />
            </TableCell>
            <TableCell>{RUN_TRIGGER_LABELS[run.trigger]}</TableCell>
            <TableCell className="font-mono text-xs">{shortSha(run.commit_sha)}</TableCell>
            <TableCell>{personName(run.started_by)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDate(run.started_at ?? run.queued_at, { style: 'dateTime' })}
            </TableCell>
            <TableCell className="whitespace-nowrap">{runDuration(run)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
