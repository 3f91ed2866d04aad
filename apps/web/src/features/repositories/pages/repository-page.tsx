import { REPOSITORY_RULES, type Repository } from '@aerie/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { NoticeBanner } from '@/components/ui/notice-banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNotice } from '@/components/ui/use-notice';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';

import { useRepositories } from '../api/list-repositories';
import { AddRepositoryModal } from '../components/add-repository-modal';
import { CommitsPanel } from '../components/commits-panel';
import { DeleteRepositoryModal } from '../components/delete-repository-modal';
import { GitStorageMeter } from '../components/git-storage-meter';
import { RepositoryList } from '../components/repository-list';
import { RepositoryViewModal } from '../components/repository-view-modal';

type Tab = 'repositories' | 'commits';

/**
 * The project's repositories (docs/product.md § Repositories page, route Repository): tabs Repositories (11 a page, the
 * page in `?page=`) and Commits (`?tab=commits`). Any member views, a developer or above adds (contract ROLE_TABLE),
 * and only the project's owner deletes. Repositories live in the project's workspace, whose integrations the import
 * tiles offer.
 */
export default function RepositoryPage() {
  const { user, project } = useProjectContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'commits' ? 'commits' : 'repositories';
  const page = parsePage(searchParams.get('page'));
  const repositories = useRepositories({ projectUid: project.u_id, page });
  const [isAdding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Repository | null>(null);
  const [deleting, setDeleting] = useState<Repository | null>(null);
  const notice = useNotice(REPOSITORY_RULES.noticeMs);
  const canDelete = isProjectAdmin(project, user);
  const projectRole = useProjectRole();
  const addRefusal = projectRole.refusal('push to repositories');
  // The dialog follows the list, so a change made in it (the branch protection) shows once the list reloads.
  const viewed = (viewing && repositories.data?.data.find((repository) => repository.id === viewing.id)) ?? viewing;

  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });
  const selectTab = (next: string) => setSearchParams(next === 'commits' ? { tab: 'commits' } : {});

  // A page past the end (after deleting the last repository on it, or a stale link) goes to the last page.
  const lastPage = repositories.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !repositories.isPlaceholderData && page > Math.max(1, lastPage)) {
      setSearchParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
    }
  }, [lastPage, page, repositories.isPlaceholderData, setSearchParams]);

  const total = repositories.data?.total;
  return (
    <section aria-labelledby="repositories-heading" className="space-y-6">
      <div>
        <h2 id="repositories-heading" className="text-lg font-semibold text-zinc-900">
          Repositories
        </h2>
        <p className="mt-1 text-sm text-zinc-500">
          {total
            ? `${total} ${total === 1 ? 'repository' : 'repositories'} in this project.`
            : 'The code of this project: on Aerie Git, or imported from GitHub, GitLab or Bitbucket.'}
        </p>
        {repositories.data && (
          <div className="mt-3">
            <GitStorageMeter storage={repositories.data.git_storage} />
          </div>
        )}
      </div>

      <NoticeBanner notice={notice} />

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Repository views">
          <TabsTrigger value="repositories">Repositories</TabsTrigger>
          <TabsTrigger value="commits">Commits</TabsTrigger>
        </TabsList>
        <TabsContent value="repositories">
          <RepositoryList
            repositories={repositories}
            page={page}
            onPageChange={goToPage}
            canDelete={canDelete}
            addRefusal={addRefusal}
            onAdd={() => setAdding(true)}
            onView={setViewing}
            onDelete={setDeleting}
          />
        </TabsContent>
        <TabsContent value="commits">
          <CommitsPanel projectUid={project.u_id} />
        </TabsContent>
      </Tabs>

      <AddRepositoryModal
        open={isAdding}
        onClose={() => setAdding(false)}
        projectUid={project.u_id}
        workspace={project.workspace}
        onCreated={(message) => {
          setAdding(false);
          notice.show(message);
        }}
      />
      <RepositoryViewModal
        repository={viewed}
        deployKey={repositories.data?.ssh_key ?? ''}
        projectUid={project.u_id}
        role={projectRole.role}
        onClose={() => setViewing(null)}
      />
      <DeleteRepositoryModal
        projectUid={project.u_id}
        repository={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={notice.show}
      />
    </section>
  );
}
