import {
  GIT_PLATFORM_NAMES,
  PROVIDER_PLATFORMS,
  REPOSITORY_MESSAGES,
  REPOSITORY_RULES,
  type ImportableRepository,
  type ProviderPlatform,
} from '@aerie/contract';
import { ArrowLeft, ChevronLeft, ChevronRight, FolderGit2, FolderX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { useProject } from '@/api/get-project';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { useDashboardContext } from '@/lib/dashboard-context';
import { projectRoleOf, rolePermissions } from '@/lib/project-permissions';
import { useAfterDelay } from '@/lib/use-after-delay';

import { useImportableRepositories } from '../api/list-importable-repositories';
import { useImportRepository } from '../api/import-repository';
import { ImportableRepositoryRow } from '../components/importable-repository-row';
import { PlatformLogo } from '../components/platform-logo';

function isProviderPlatform(value: string | undefined): value is ProviderPlatform {
  return (PROVIDER_PLATFORMS as readonly string[]).includes(value ?? '');
}

/**
 * FetchRepo (docs/product.md § Importing repositories, `/dashboard/project/repository/{uid}/{platform}`): the
 * repositories a connected platform offers, 15 a page, each with Import. A failure suggests re-integrating; after an
 * import the Repository route opens 2 s later (docs/product.md § Importing repositories), and notices clear after 3.5
 * s.
 */
export default function FetchRepoPage() {
  const { uid = '', platform } = useParams();
  const project = useProject(uid);
  const { user, workspaces } = useDashboardContext();
  const repositoryRoute = `/dashboard/project/${uid}/repository`;

  if (!isProviderPlatform(platform) || project.isError) {
    return (
      <div className="mx-auto max-w-3xl py-8">
        <EmptyState
          icon={FolderX}
          title={isProviderPlatform(platform) ? "We couldn't find this project" : 'There is no such platform'}
          description={
            isProviderPlatform(platform)
              ? project.error?.message
              : 'Repositories are imported from GitHub, GitLab or Bitbucket.'
          }
          action={
            <ButtonLink to="/dashboard/projects" variant="secondary">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to projects
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (project.isPending) return <LoadingOverlay label="Loading project…" />;
  // Outside the project layout, so the role is read here; the import tiles already show it unavailable.
  const importRefusal = rolePermissions(projectRoleOf(project.data, user.user_id, workspaces)).refusal(
    'push to repositories',
  );
  if (importRefusal) {
    return (
      <div className="mx-auto max-w-3xl py-8">
        <EmptyState
          icon={FolderX}
          title="You can't import repositories into this project"
          description={importRefusal}
          action={
            <ButtonLink to={repositoryRoute} variant="secondary">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to repositories
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <ImportList
      key={`${uid}/${platform}`}
      projectUid={uid}
      projectName={project.data.name}
      workspaceSlug={project.data.workspace.slug}
      platform={platform}
      repositoryRoute={repositoryRoute}
    />
  );
}

interface ImportListProps {
  projectUid: string;
  projectName: string;
  workspaceSlug: string;
  platform: ProviderPlatform;
  repositoryRoute: string;
}

function ImportList({ projectUid, projectName, workspaceSlug, platform, repositoryRoute }: ImportListProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const notice = useNotice(REPOSITORY_RULES.noticeMs);
  const [importingId, setImportingId] = useState<string | null>(null);
  const list = useImportableRepositories({ workspaceSlug, platform, projectUid, page });
  const importRepository = useImportRepository();
  const name = GIT_PLATFORM_NAMES[platform];

  useAfterDelay(importRepository.isSuccess, REPOSITORY_RULES.importRedirectMs, () => navigate(repositoryRoute));

  const startImport = (repository: ImportableRepository) => {
    setImportingId(repository.id);
    importRepository.mutate(
      {
        workspaceSlug,
        body: {
          name: repository.name,
          platform,
          project_id: projectUid,
          // The server reads the rest from the platform; a longer description than ours is cut, not refused.
          description: (repository.description ?? '').slice(0, REPOSITORY_RULES.descriptionMax),
          platform_repo_id: repository.id,
          ssh_url: repository.ssh_url_to_repo,
          http_url: repository.http_url_to_repo,
        },
      },
      {
        onSuccess: (response) => notice.show(response.message || REPOSITORY_MESSAGES.imported),
        onError: (error) => notice.show(error.message, 'error'),
        onSettled: () => setImportingId(null),
      },
    );
  };

  const data = list.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <PlatformLogo platform={platform} />
          <div className="min-w-0">
            <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Import from {name}</h1>
            <p className="mt-0.5 truncate text-sm text-zinc-500">Into {projectName}</p>
          </div>
        </div>
        <ButtonLink to={repositoryRoute} variant="secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go Back
        </ButtonLink>
      </div>

      <NoticeBanner notice={notice} />

      <div className="relative min-h-56">
        {list.isError ? (
          <EmptyState
            title={list.error.message}
            description={REPOSITORY_MESSAGES.reintegrate}
            action={<ButtonLink to="/dashboard/integrations">Go to integrations</ButtonLink>}
          />
        ) : data && data.data.length === 0 && page === 1 ? (
          <EmptyState
            icon={FolderGit2}
            title={REPOSITORY_MESSAGES.emptyTitle}
            description={REPOSITORY_MESSAGES.emptyText}
          />
        ) : data ? (
          <>
            <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl border border-zinc-200 bg-white">
              {data.data.map((repository) => (
                <ImportableRepositoryRow
                  key={repository.id}
                  repository={repository}
                  isImporting={importingId === repository.id}
                  isBusy={importRepository.isPending || importRepository.isSuccess}
                  onImport={() => startImport(repository)}
                />
              ))}
            </ul>
            {(page > 1 || data.next_page !== null) && (
              <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  Previous
                </Button>
                <span className="text-sm text-zinc-500">Page {page}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={data.next_page === null}
                  onClick={() => data.next_page !== null && setPage(data.next_page)}
                >
                  Next
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        ) : null}
        <LoadingOverlay show={list.isPending || list.isPlaceholderData} label={`Loading your ${name} repositories…`} />
      </div>
    </div>
  );
}
