import type { Deployment, RunSummary } from '@aerie/contract';
import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/gated-button';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/format-date';

import { runPath } from '../deployment-paths';
import { canRollBackTo, liveRunOf, releaseText, runTriggerText } from '../release-display';
import { runDuration, shortSha, startedByText } from '../run-display';
import { RunStatusBadge } from './run-status-badge';

export interface RunsTableProps {
  projectUid: string;
  deployment: Pick<Deployment, 'strategy'>;
  runs: readonly RunSummary[];
  /** Asks to roll back to a run's release (the page confirms first). */
  onRollBack: (run: RunSummary) => void;
  /** Why the user's role may not roll back, if it may not: the button stays, unavailable, with this reason. */
  rollBackRefusal?: string;
}

/**
 * A deployment's runs, newest first: status, what started it, the commit, its release (issue 28: pruned once
 * deleted from the server, "rolled back" when its health check failed), who, when and how long, and Roll back on
 * the other releases still on the server. On a phone each run is a stacked item, as the deployments list is; from
 * 640 px a table.
 */
export function RunsTable({ projectUid, deployment, runs, onRollBack, rollBackRefusal }: RunsTableProps) {
  // The run that switched to the live release last carries the "live" badge (a rollback and the deploy that built
  // the release share its name).
  const liveRun = liveRunOf(runs);
  const liveRelease = liveRun?.release ?? null;
  // A release's name ends in its short commit, so with releases the commit is not a column of its own: the
  // table then fits 1280 px with Roll back in view.
  const hasReleases = deployment.strategy === 'releases';
  const rollBackButton = (run: RunSummary) =>
    canRollBackTo(run, deployment, liveRelease) ? (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onRollBack(run)}
        disabledReason={rollBackRefusal}
        aria-label={`Roll back to run #${run.id}`}
      >
        <Undo2 className="size-3.5" aria-hidden="true" />
        Roll back
      </Button>
    ) : null;
  return (
    <ResponsiveTable
      rows={runs}
      rowKey={(run) => run.id}
      label="Runs"
      isDense
      columns={[
        {
          header: 'Run',
          card: 'title',
          cardClassName: 'font-normal',
          cell: (run) => <RunLink projectUid={projectUid} runId={run.id} />,
          cardCell: (run) => (
            <>
              <RunLink projectUid={projectUid} runId={run.id} /> <span className="text-zinc-500">·</span>{' '}
              <span className="text-zinc-700">{runTriggerText(run)}</span>
              {!run.release && (
                <>
                  {' '}
                  <span className="text-zinc-500">·</span>{' '}
                  <span className="font-mono text-xs text-zinc-600">{shortSha(run.commit_sha)}</span>
                </>
              )}
            </>
          ),
        },
        { header: 'Status', card: 'end', cell: (run) => <RunStatusBadge status={run.status} /> },
        { header: 'Trigger', card: 'none', cell: (run) => runTriggerText(run) },
        ...(hasReleases
          ? []
          : [
              {
                header: 'Commit',
                card: 'none' as const,
                className: 'font-mono text-xs',
                cell: (run: RunSummary) => shortSha(run.commit_sha),
              },
            ]),
        {
          header: 'Release',
          card: 'line',
          cardClassName: 'text-xs',
          cell: (run) => <ReleaseCell run={run} isLive={run.id === liveRun?.id} />,
        },
        {
          header: 'Started by',
          card: 'line',
          cardClassName: 'text-xs text-zinc-500',
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
        { header: 'Actions', isHeaderHidden: true, card: 'meta', align: 'end', cell: rollBackButton },
      ]}
    />
  );
}

/** The run's release and what became of it (live, pruned, rolled back); a rollback names the run it went back to. */
function ReleaseCell({ run, isLive }: { run: RunSummary; isLive: boolean }) {
  const release = releaseText(run);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {release && <span className="font-mono text-xs text-zinc-700">{release}</span>}
      {isLive && <Badge tone="info">live</Badge>}
      {run.kind === 'rollback' && run.rollback_of_run_id !== null && (
        <span className="text-xs text-zinc-500">to run #{run.rollback_of_run_id}</span>
      )}
      {release && !run.release_present && <Badge>pruned</Badge>}
      {run.rolled_back && <Badge tone="warning">rolled back</Badge>}
      {!release && run.kind === 'deploy' && !run.rolled_back && <span className="text-zinc-500">—</span>}
    </span>
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
