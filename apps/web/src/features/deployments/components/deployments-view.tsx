import { DEPLOYMENT_MESSAGES, type Deployment } from '@aerie/contract';
import { Plus, Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/gated-button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { RoleNote } from '@/components/ui/role-note';
import { useNotice } from '@/components/ui/use-notice';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';
import { usePageWithinRange } from '@/lib/use-page-within-range';

import { useDeployNow } from '../api/deploy-now';
import { useDeployments } from '../api/list-deployments';
import { runPath, type DeploymentTab } from '../deployment-paths';
import { AddDeploymentModal } from './add-deployment-modal';
import { DeleteDeploymentModal } from './delete-deployment-modal';
import { DeploymentTable } from './deployment-table';
import { ReleaseSettingsModal } from './release-settings-modal';

export interface DeploymentsViewProps {
  /** The server whose deployments these are, or null for the whole project. */
  server: { id: number; name: string } | null;
  tab: DeploymentTab;
  /** The heading block above the list (title, back link, server details), given the first row when loaded. */
  header: (addButton: ReactNode, firstRow: Deployment | undefined) => ReactNode;
}

/**
 * A list of deployments, 12 a page (docs/product.md § Deployments list), with 'You have no deployments' and Add
 * Deployment, the row menu's Deploy now (it opens the new run's page: issue 28 found a banner went unnoticed), Release
 * settings and the owner's Delete. The page is in the address.
 */
export function DeploymentsView({ server, tab, header }: DeploymentsViewProps) {
  const { user, project } = useProjectContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const deployments = useDeployments({ projectUid: project.u_id, serverId: server?.id ?? null, page });
  const deployNow = useDeployNow();
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Deployment | null>(null);
  const [configuring, setConfiguring] = useState<Deployment | null>(null);
  const navigate = useNavigate();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const isOwner = user ? isProjectAdmin(project, user) : false;
  const permissions = useProjectRole();
  const createRefusal = permissions.refusal('create deployments');
  const goToPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  usePageWithinRange(page, deployments.data?.last_page, deployments.isPlaceholderData, goToPage);

  const startRun = (deployment: Deployment) => {
    setFailure(null);
    deployNow.mutate(
      { projectUid: project.u_id, slug: deployment.slug },
      {
        onSuccess: (response) => void navigate(runPath(project.u_id, response.data.id)),
        onError: (error) => setFailure(error.message),
      },
    );
  };

  const addButton = (
    <Button onClick={() => setAdding(true)} disabledReason={createRefusal}>
      <Plus className="size-4" aria-hidden="true" />
      Add Deployment
    </Button>
  );
  const list = deployments.data;

  return (
    <section aria-labelledby="deployments-heading" className="space-y-6">
      {header(addButton, deployments.data?.data[0])}

      <NoticeBanner notice={notice} />
      {failure && (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}

      <div className="relative min-h-56">
        {deployments.isError && !list ? (
          <LoadError title="We couldn't load the deployments" query={deployments} />
        ) : list && list.total === 0 ? (
          <EmptyState
            icon={Rocket}
            title={DEPLOYMENT_MESSAGES.empty}
            description="A deployment pulls a branch of a repository onto a server and runs your build commands."
            action={createRefusal ? <RoleNote>{createRefusal}</RoleNote> : addButton}
          />
        ) : list ? (
          <>
            <DeploymentTable
              projectUid={project.u_id}
              deployments={list.data}
              tab={tab}
              isOwner={isOwner}
              runRefusal={permissions.refusal('run deployments')}
              onDeployNow={startRun}
              onReleaseSettings={setConfiguring}
              onDelete={setDeleting}
            />
            <Pagination
              page={page}
              pageCount={list.last_page}
              onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
              className="mt-6"
            />
          </>
        ) : null}
        <LoadingOverlay
          show={deployments.isPending || deployments.isPlaceholderData || deployNow.isPending}
          label={deployNow.isPending ? 'Queueing a run…' : 'Loading deployments…'}
        />
      </div>

      <AddDeploymentModal
        open={isAdding}
        projectUid={project.u_id}
        fixedServer={server}
        onClose={() => setAdding(false)}
      />
      <DeleteDeploymentModal
        projectUid={project.u_id}
        deployment={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(text) => notice.show(text)}
      />
      <ReleaseSettingsModal projectUid={project.u_id} deployment={configuring} onClose={() => setConfiguring(null)} />
    </section>
  );
}
