import { ArrowLeft, FolderX, RefreshCw } from 'lucide-react';
import { Outlet, useParams } from 'react-router';

import { useProject } from '@/api/get-project';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ProjectHeader } from '@/features/projects/components/project-header';
import { ProjectTabs } from '@/features/projects/components/project-tabs';
import { ReadOnlyBanner } from '@/features/projects/components/read-only-banner';
import type { ProjectOutletContext } from '@/lib/project-context';
import { ApiError } from '@/lib/api-client';
import { useDashboardContext } from '@/lib/dashboard-context';
import { projectRoleOf } from '@/lib/project-permissions';

/**
 * The project area (docs/product.md § Project detail): loads the project by uid (the dashboard layout renders only once
 * the user is loaded), shows its title and navigation tabs, and hands the project to the page with the dashboard's
 * context. Every change invalidates `['projects', uid]`, so the project and every page refresh together.
 */
export function ProjectLayout() {
  const { uid = '' } = useParams();
  const dashboard = useDashboardContext();
  const project = useProject(uid);

  if (project.isPending) return <LoadingOverlay label="Loading project…" />;

  if (project.isError) {
    // A project of another workspace answers 404 like a missing one; a malformed uid answers 400.
    const isMissing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    return (
      <div className="mx-auto max-w-3xl py-8">
        {isMissing ? (
          <EmptyState
            icon={FolderX}
            title="We couldn't find this project"
            description="It may have been deleted, or it belongs to a workspace you are not part of."
            action={
              <ButtonLink to="/dashboard/projects" variant="secondary">
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back to projects
              </ButtonLink>
            }
          />
        ) : (
          <EmptyState
            title="We couldn't load this project"
            description={project.error.message}
            action={
              <Button variant="secondary" onClick={() => void project.refetch()} loading={project.isFetching}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Try again
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const role = projectRoleOf(project.data, dashboard.user.user_id, dashboard.workspaces);
  const context: ProjectOutletContext = { ...dashboard, project: project.data, role };
  return (
    <div className="mx-auto max-w-6xl">
      <ProjectHeader project={project.data} />
      <ProjectTabs uid={project.data.u_id} />
      <ReadOnlyBanner reason={project.data.read_only} canManagePlan={dashboard.workspace?.role === 'owner'} />
      <div className="pt-6">
        <Outlet context={context} />
      </div>
    </div>
  );
}
