import { RefreshCw } from 'lucide-react';
import { Outlet, useParams } from 'react-router';

import { useDashboardSummary } from '@/api/get-dashboard-summary';
import { useProject } from '@/api/get-project';
import { useAllProjects } from '@/api/list-projects';
import { Button } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import type { ProjectOption } from '@/features/dashboard/components/project-selector';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { DashboardOutletContext } from '@/lib/dashboard-context';
import { WorkspaceDropdown } from '@/features/workspaces/components/workspace-dropdown';
import { useCurrentWorkspace } from '@/features/workspaces/use-current-workspace';

import { useRouteDocumentTitle } from '../route-helpers';

/**
 * The signed-in shell. It composes the features (they may not import each other): the user comes from
 * auth (loaded by RequireAuth), the workspace from workspaces, the chrome from dashboard. Pages render once
 * the workspace list has loaded and read both through the outlet context.
 */
export function DashboardLayout() {
  const { data } = useCurrentUser();
  const current = useCurrentWorkspace();
  const { projects, isProjectsLoading, currentProjectUid } = useProjectSelectorOptions(
    current.workspace?.slug,
    current.isPending,
  );
  // The overview's counts (the same query, so no request of its own there) say whether a store exists yet.
  const summary = useDashboardSummary(current.workspace?.slug);
  // A project's pages are titled by the project ("Hosting · Shop · Aerie"), the others by the workspace.
  const projectName = projects.find((project) => project.uid === currentProjectUid)?.name;
  useRouteDocumentTitle(currentProjectUid ? projectName : current.workspace?.name);
  // RequireAuth renders this layout only once the current user is loaded.
  if (!data) return <LoadingOverlay fullScreen />;

  const context: DashboardOutletContext = {
    user: data.data,
    workspace: current.workspace,
    workspaces: current.workspaces,
  };
  return (
    <DashboardShell
      user={data.data}
      projects={projects}
      isProjectsLoading={isProjectsLoading}
      currentProjectUid={currentProjectUid}
      isStorePromptShown={summary.data?.stores.total === 0}
      renderWorkspaceSwitcher={({ collapsed }) => <WorkspaceDropdown collapsed={collapsed} />}
      bell={<NotificationBell />}
    >
      {current.isPending ? (
        <LoadingOverlay label="Loading your workspace…" />
      ) : current.isError ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <div>
            <h1 className="text-base font-semibold text-zinc-900">We couldn&apos;t load your workspaces</h1>
            <p className="mt-1 text-sm text-zinc-500">{current.error?.message}</p>
          </div>
          <Button variant="secondary" onClick={current.refetch}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <Outlet context={context} />
      )}
    </DashboardShell>
  );
}

/**
 * The header's project selector (docs/product.md § Dashboard shell): every project of the current workspace. Inside a
 * project it shows that project, which is added when it lives elsewhere (a collaborator's project in another
 * workspace).
 */
function useProjectSelectorOptions(slug: string | undefined, isWorkspacePending: boolean) {
  const { uid } = useParams();
  const list = useAllProjects(slug);
  // The project layout loads the same query, so this adds no request.
  const viewed = useProject(uid);
  const projects: ProjectOption[] = (list.data?.projects.data ?? []).map(({ u_id, name }) => ({ uid: u_id, name }));
  if (viewed.data && !projects.some((project) => project.uid === viewed.data.u_id)) {
    projects.unshift({ uid: viewed.data.u_id, name: viewed.data.name });
  }
  // Until the workspace is known there is no slug to list by: that is loading too, not "no project" (issue 25).
  const isProjectsLoading = isWorkspacePending || (Boolean(slug) && list.isPending);
  return { projects, isProjectsLoading, currentProjectUid: uid };
}
