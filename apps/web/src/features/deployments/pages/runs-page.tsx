import { History, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
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
import { GoBackLink } from '../components/go-back-link';
import { RunsTable } from '../components/runs-table';
import { fallbackBackPath, parseDeploymentTab, runPath } from '../deployment-paths';

/**
 * A deployment's runs (`/dashboard/project/{uid}/deployments/{slug}/runs`, route DeploymentRuns), newest
 * first, 20 a page, with Deploy now, which opens the new run's live page.
 */
export default function RunsPage() {
  const { project } = useProjectContext();
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDeploymentTab(searchParams.get('tab'));
  const page = parsePage(searchParams.get('page'));
  const runs = useRuns({ projectUid: project.u_id, slug, page });
  const deployNow = useDeployNow();
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
        <Button onClick={startRun} loading={deployNow.isPending} disabledReason={runRefusal}>
          <Rocket className="size-4" aria-hidden="true" />
          Deploy now
        </Button>
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
            <RunsTable projectUid={project.u_id} runs={list.data} />
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
    </section>
  );
}
