import type { Deployment, RunSummary } from '@aerie/contract';
import { History, Layers, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Button } from '@/components/ui/gated-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { usePageWithinRange } from '@/lib/use-page-within-range';

import { useDeployNow } from '../api/deploy-now';
import { useRuns } from '../api/list-runs';
import { useRollBackRun } from '../api/roll-back-run';
import { GoBackLink } from '../components/go-back-link';
import { ReleaseSettingsModal } from '../components/release-settings-modal';
import { RunsTable } from '../components/runs-table';
import { fallbackBackPath, parseDeploymentTab, runPath } from '../deployment-paths';
import { releaseText } from '../release-display';

/**
 * A deployment's runs (`/dashboard/project/{uid}/deployments/{slug}/runs`, route DeploymentRuns), newest
 * first, 20 a page, with Deploy now and Roll back (asked first), each opening the new run's live page, and the
 * release settings (issue 28).
 */
export default function RunsPage() {
  const { project } = useProjectContext();
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDeploymentTab(searchParams.get('tab'));
  const page = parsePage(searchParams.get('page'));
  const runs = useRuns({ projectUid: project.u_id, slug, page });
  const deployNow = useDeployNow();
  const rollBack = useRollBackRun();
  const [rollBackTarget, setRollBackTarget] = useState<RunSummary | null>(null);
  // A copy taken when the dialog opens: the list refreshes while a run goes, and would reset the form.
  const [configuring, setConfiguring] = useState<Deployment | null>(null);
  const runRefusal = useProjectRole().refusal('run deployments');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const setPage = (next: number, replace = false) => {
    const params: Record<string, string> = { tab };
    if (next > 1) params.page = String(next);
    setSearchParams(params, { replace });
  };
  usePageWithinRange(page, runs.data?.last_page, runs.isPlaceholderData, (next) => setPage(next, true));

  const startRun = () => {
    setFailure(null);
    deployNow.mutate(
      { projectUid: project.u_id, slug },
      {
        onSuccess: (response) => void navigate(runPath(project.u_id, response.data.id)),
        onError: (error) => setFailure(error.message),
      },
    );
  };
  const confirmRollBack = () => {
    if (!rollBackTarget) return;
    rollBack.mutate(
      { projectUid: project.u_id, slug, runId: rollBackTarget.id },
      { onSuccess: (response) => void navigate(runPath(project.u_id, response.data.id)) },
    );
  };
  const cancelRollBack = () => {
    rollBack.reset();
    setRollBackTarget(null);
  };
  const list = runs.data;
  const deployment = list?.deployment;

  return (
    <section aria-labelledby="runs-heading" className="space-y-6">
      <GoBackLink fallback={fallbackBackPath(project.u_id, tab)} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="runs-heading" className="text-lg font-semibold text-zinc-900">
            Runs
          </h2>
          <p className="mt-1 text-sm break-all text-zinc-500">
            {deployment ? (
              <>
                <span className="font-mono text-xs text-zinc-700">{deployment.branch}</span> of{' '}
                {deployment.repository.name} to{' '}
                <span className="font-mono text-xs text-zinc-700">
                  {deployment.server.name}:{deployment.deploy_path}
                </span>
              </>
            ) : (
              'Every run of this deployment, newest first.'
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setConfiguring(deployment ?? null)}
            disabled={!deployment}
            disabledReason={runRefusal}
          >
            <Layers className="size-4" aria-hidden="true" />
            Release settings
          </Button>
          <Button onClick={startRun} loading={deployNow.isPending} disabledReason={runRefusal}>
            <Rocket className="size-4" aria-hidden="true" />
            Deploy now
          </Button>
        </div>
      </div>

      {failure && (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}

      <div className="relative min-h-56">
        {runs.isError && !list ? (
          <LoadError title="We couldn't load the runs" query={runs} />
        ) : list && list.total === 0 ? (
          <EmptyState
            icon={History}
            title="No runs yet"
            description={runRefusal ? undefined : 'Deploy now to start the first one.'}
          />
        ) : list ? (
          <>
            <RunsTable
              projectUid={project.u_id}
              deployment={list.deployment}
              runs={list.data}
              onRollBack={setRollBackTarget}
              rollBackRefusal={runRefusal}
            />
            <Pagination
              page={page}
              pageCount={list.last_page}
              onPageChange={(next) => setPage(next)}
              className="mt-6"
            />
          </>
        ) : null}
        <LoadingOverlay show={runs.isPending || runs.isPlaceholderData} label="Loading runs…" />
      </div>

      <ConfirmModal
        open={rollBackTarget !== null}
        title={`Roll back to run #${rollBackTarget?.id ?? ''}?`}
        description="The live app switches back to this release, with the variables it was built with; nothing is rebuilt."
        confirmLabel="Roll back"
        isPending={rollBack.isPending}
        failure={rollBack.error?.message ?? null}
        onConfirm={confirmRollBack}
        onCancel={cancelRollBack}
      >
        {rollBackTarget && (
          <p>
            <span className="font-mono text-xs text-zinc-800">{releaseText(rollBackTarget)}</span>, built from commit{' '}
            <span className="font-mono text-xs text-zinc-800">{rollBackTarget.commit_sha?.slice(0, 7) ?? '—'}</span>.
            The restart command and the health check run as after a deploy.
          </p>
        )}
      </ConfirmModal>
      <ReleaseSettingsModal projectUid={project.u_id} deployment={configuring} onClose={() => setConfiguring(null)} />
    </section>
  );
}
