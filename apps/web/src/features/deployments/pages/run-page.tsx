import { DEPLOYMENT_MESSAGES, type RunDetail, type RunStatus } from '@aerie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleStop, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/gated-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useCancelRun } from '../api/cancel-run';
import { deploymentsKey } from '../api/deployments-keys';
import { runQueryOptions, useRun } from '../api/get-run';
import { GoBackLink } from '../components/go-back-link';
import { RunLog } from '../components/run-log';
import { RunStatusBadge } from '../components/run-status-badge';
import { projectDeploymentsPath, runsPath } from '../deployment-paths';
import { runTriggerText } from '../release-display';
import { failureText, isRunActive, runDuration, shortSha, startedByText } from '../run-display';
import { useRunLog, type LogConnection } from '../use-run-log';

const CONNECTION_TEXT: Partial<Record<LogConnection, string>> = {
  connecting: 'Connecting to the live log…',
  live: 'Live',
  reconnecting: 'Connection lost, reconnecting…',
};

/**
 * A run's page (`/dashboard/project/{uid}/runs/{runId}`, route DeploymentRun): status, commit, who started it,
 * when and how long, Cancel while it is queued or running, and its log — the lines so far, then the live
 * stream until the run ends.
 */
export default function RunPage() {
  const { project } = useProjectContext();
  const { runId: runIdParam } = useParams();
  const runId = Number(runIdParam);
  const isValidId = Number.isInteger(runId) && runId > 0;
  const queryClient = useQueryClient();
  const run = useRun({ projectUid: project.u_id, runId }, isValidId);
  const cancel = useCancelRun();
  const runRefusal = useProjectRole().refusal('run deployments');
  const runKey = runQueryOptions({ projectUid: project.u_id, runId }).queryKey;

  const log = useRunLog(run.data, {
    onStatus: (status: RunStatus) => {
      // Show the new status at once; the refetch brings its times and exit code.
      queryClient.setQueryData(runKey, (previous) =>
        previous ? { ...previous, data: { ...previous.data, status } } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: runKey });
    },
    onEnd: () => void queryClient.invalidateQueries({ queryKey: deploymentsKey(project.u_id) }),
  });

  // The commit is known once the engine has fetched it, which it reports in one of its own (system) lines;
  // the stream carries lines and status only, so each new system line asks for the run again until the
  // commit shows. A run has a handful of system lines, so this is a few requests at most.
  const systemLines = log.lines.filter((line) => line.stream === 'system').length;
  const isCommitPending = run.data !== undefined && run.data.commit_sha === null && isRunActive(run.data.status);
  const projectUid = project.u_id;
  useEffect(() => {
    if (!isCommitPending || systemLines === 0) return;
    void queryClient.invalidateQueries({ queryKey: runQueryOptions({ projectUid, runId }).queryKey });
  }, [isCommitPending, systemLines, queryClient, projectUid, runId]);

  const isMissing = !isValidId || (run.error instanceof ApiError && [400, 404].includes(run.error.status));
  if (isMissing) {
    return (
      <div className="space-y-6">
        <GoBackLink fallback={projectDeploymentsPath(project.u_id)} />
        <EmptyState
          icon={SearchX}
          title="We couldn't find this run"
          description="It may have been deleted with its deployment."
        />
      </div>
    );
  }

  const data: RunDetail | undefined = run.data;
  return (
    <section aria-labelledby="run-heading" className="relative min-h-56 space-y-6">
      <GoBackLink
        fallback={data ? runsPath(project.u_id, data.deployment.slug) : projectDeploymentsPath(project.u_id)}
      />
      {run.isError && !data ? (
        <LoadError title="We couldn't load this run" query={run} />
      ) : data ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h2 id="run-heading" className="text-lg font-semibold text-zinc-900">
                  Run #{data.id}
                </h2>
                <RunStatusBadge status={data.status} />
              </div>
              <p className="mt-1 text-sm break-all text-zinc-500">
                <span className="font-mono text-xs text-zinc-700">{data.deployment.branch}</span> to{' '}
                <span className="font-mono text-xs text-zinc-700">
                  {data.server.name}:{data.deployment.deploy_path}
                </span>
              </p>
            </div>
            {isRunActive(data.status) && (
              <Button
                variant="secondary"
                onClick={() => cancel.mutate({ projectUid: project.u_id, runId: data.id })}
                loading={cancel.isPending}
                disabled={cancel.isSuccess}
                disabledReason={runRefusal}
              >
                <CircleStop className="size-4" aria-hidden="true" />
                Cancel
              </Button>
            )}
          </div>

          {cancel.isSuccess && isRunActive(data.status) && (
            <Banner tone="info">{cancel.data.message || DEPLOYMENT_MESSAGES.runCancelled}</Banner>
          )}
          {cancel.isError && <Banner tone="error">{cancel.error.message}</Banner>}
          {data.failure_reason && !isRunActive(data.status) && (
            <Banner tone={data.status === 'cancelled' ? 'info' : 'error'}>
              {failureText(data.failure_reason, data.exit_code)}
            </Banner>
          )}

          <dl className="grid grid-cols-2 gap-4 rounded-xl border border-zinc-200 bg-white p-4 text-sm sm:grid-cols-3 lg:grid-cols-6">
            <Fact label="Commit" value={<span className="font-mono text-xs">{shortSha(data.commit_sha)}</span>} />
            {/* A rollback reads as one, as in the runs list (it is started like Deploy now). */}
            <Fact label="Trigger" value={runTriggerText(data)} />
            <Fact label="Started by" value={startedByText(data)} />
            <Fact label="Started" value={formatDate(data.started_at ?? data.queued_at, { style: 'dateTime' })} />
            <Fact label="Finished" value={formatDate(data.finished_at, { style: 'dateTime' })} />
            <Fact label="Duration" value={runDuration(data)} />
          </dl>

          <div className="space-y-2">
            <div className="flex items-center justify-between gap-4">
              <h3 className="text-sm font-semibold text-zinc-900">Log</h3>
              {CONNECTION_TEXT[log.connection] && (
                <span role="status" className="flex items-center gap-2 text-xs text-zinc-500">
                  {log.connection === 'live' && (
                    <span className="size-2 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" />
                  )}
                  {CONNECTION_TEXT[log.connection]}
                </span>
              )}
            </div>
            {log.refusal && <Banner tone="error">{log.refusal}</Banner>}
            <RunLog
              lines={log.lines}
              emptyText={data.status === 'queued' ? 'Waiting for the run to start…' : 'No output.'}
            />
          </div>
        </>
      ) : null}
      <LoadingOverlay show={run.isPending} label="Loading the run…" />
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 truncate font-medium text-zinc-800">{value}</dd>
    </div>
  );
}
