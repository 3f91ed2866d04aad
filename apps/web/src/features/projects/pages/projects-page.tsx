import type { Project } from '@aerie/contract';
import { FolderPlus, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useProjects } from '@/api/list-projects';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { useNotice } from '@/components/ui/use-notice';
import { useDashboardContext } from '@/lib/dashboard-context';
import { parsePage } from '@/lib/paginate';
import { isProjectAdmin } from '@/lib/project-permissions';

import { DeleteProjectModal } from '../components/delete-project-modal';
import { NewProjectCard } from '../components/new-project-card';
import { ProjectCard } from '../components/project-card';
import { ProjectFormModal } from '../components/project-form-modal';
import { NoWorkspace } from '../components/no-workspace';

/** The workspace's projects, 11 per page with numbered pagination (docs/product.md § Projects list); the page lives in `?page=`. */
export default function ProjectsPage() {
  const { user, workspace } = useDashboardContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const projects = useProjects({ slug: workspace?.slug, page });
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const notice = useNotice();

  const goToPage = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  // A page past the end (after deleting the last project on it, or a stale link) goes to the last page.
  const lastPage = projects.data?.projects.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !projects.isPlaceholderData && page > Math.max(1, lastPage)) {
      setSearchParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
    }
  }, [lastPage, page, projects.isPlaceholderData, setSearchParams]);

  if (!workspace) return <NoWorkspace />;

  const list = projects.data?.projects;
  const isEmpty = list !== undefined && list.total === 0;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-6">
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Projects</h1>
        <p className="mt-1 text-sm text-zinc-500">
          {list && projects.data
            ? `${list.total} ${list.total === 1 ? 'project' : 'projects'} in ${workspace.name} · ${projects.data.summary.active} active`
            : `Everything you build in ${workspace.name}.`}
        </p>
      </div>

      <NoticeBanner notice={notice} className="mb-6" />

      {projects.isError && !list ? (
        <EmptyState
          title="We couldn't load your projects"
          description={projects.error.message}
          action={
            <Button variant="secondary" onClick={() => void projects.refetch()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          }
        />
      ) : isEmpty ? (
        <EmptyState
          icon={FolderPlus}
          title="No projects in this workspace yet"
          description="A project holds your websites, online stores, repositories and servers. Create one to get started."
          action={
            <ButtonLink to="/dashboard/projects/create">
              <Plus className="size-4" aria-hidden="true" />
              Create a project
            </ButtonLink>
          }
        />
      ) : list ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <NewProjectCard />
            {list.data.map((project) => (
              <ProjectCard
                key={project.u_id}
                project={project}
                canDelete={isProjectAdmin(project, user)}
                onEdit={() => setEditing(project)}
                onDelete={() => setDeleting(project)}
              />
            ))}
          </div>
          <Pagination page={page} pageCount={list.last_page} onPageChange={goToPage} className="mt-8" />
        </>
      ) : null}

      <LoadingOverlay show={projects.isPending || projects.isPlaceholderData} label="Loading projects…" />

      {editing && (
        <ProjectFormModal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          mode={{ kind: 'edit', project: editing, onSaved: notice.show }}
        />
      )}
      <DeleteProjectModal project={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
