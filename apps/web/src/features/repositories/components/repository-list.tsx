import type { Repository } from '@aerie/contract';
import { RefreshCw } from 'lucide-react';

import { Button } from '@/components/ui/gated-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';

import type { useRepositories } from '../api/list-repositories';
import { NewRepositoryCard } from './new-repository-card';
import { RepositoryCard } from './repository-card';

export interface RepositoryListProps {
  repositories: ReturnType<typeof useRepositories>;
  page: number;
  onPageChange: (page: number) => void;
  canDelete: boolean;
  /** Why the user's role may not add a repository, if it may not. */
  addRefusal?: string;
  onAdd: () => void;
  onView: (repository: Repository) => void;
  onDelete: (repository: Repository) => void;
}

/** The Repositories tab (docs/product.md § Repositories page): the dashed add card, then the cards, 11 a page. */
export function RepositoryList({
  repositories,
  page,
  onPageChange,
  canDelete,
  addRefusal,
  onAdd,
  onView,
  onDelete,
}: RepositoryListProps) {
  const list = repositories.data;
  return (
    <div className="relative min-h-56">
      {repositories.isError && !list ? (
        <EmptyState
          title="We couldn't load the repositories"
          description={repositories.error.message}
          action={
            <Button variant="secondary" onClick={() => void repositories.refetch()} loading={repositories.isFetching}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          }
        />
      ) : list ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <NewRepositoryCard onClick={onAdd} disabledReason={addRefusal} />
            {list.data.map((repository) => (
              <RepositoryCard
                key={repository.id}
                repository={repository}
                canDelete={canDelete}
                onView={() => onView(repository)}
                onDelete={() => onDelete(repository)}
              />
            ))}
          </div>
          <Pagination page={page} pageCount={list.last_page} onPageChange={onPageChange} className="mt-8" />
        </>
      ) : null}
      <LoadingOverlay show={repositories.isPending || repositories.isPlaceholderData} label="Loading repositories…" />
    </div>
  );
}
