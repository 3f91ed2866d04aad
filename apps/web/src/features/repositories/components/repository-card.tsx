import { GIT_PLATFORM_NAMES, type Repository } from '@aerie/contract';
import { Eye, Lock, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardDates } from '@/components/ui/card-dates';

import { repositoryUrlLabel } from '../repository-url';
import { PlatformLogo } from './platform-logo';

export interface RepositoryCardProps {
  repository: Repository;
  /** Only the project's owner sees DELETE (docs/product.md § Repositories page). */
  canDelete: boolean;
  onView: () => void;
  onDelete: () => void;
}

/**
 * One repository (docs/product.md § Git integrations): the platform's image, the name, the url cut as the spec says (or
 * 'No URL'), the dates it was added and last changed, VIEW and, for the owner, DELETE.
 */
export function RepositoryCard({ repository, canDelete, onView, onDelete }: RepositoryCardProps) {
  const url = repository.repo_url ?? repository.http_url;
  return (
    <Card padding="none" className="flex flex-col transition-shadow hover:shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <PlatformLogo platform={repository.platform} />
          <div className="min-w-0 flex-1">
            <h3 className="truncate text-base font-semibold text-zinc-900" title={repository.name}>
              {repository.name}
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-zinc-500">
              {GIT_PLATFORM_NAMES[repository.platform]}
              {repository.private && (
                <Badge>
                  <Lock className="size-3" aria-hidden="true" />
                  Private
                </Badge>
              )}
            </p>
          </div>
        </div>
        <p
          className={
            // One line, as the stores' and websites' addresses: a narrow card cuts it further, the title has it all.
            url ? 'truncate font-mono text-xs text-zinc-600' : 'text-xs font-medium tracking-wide text-zinc-500'
          }
          title={url ?? undefined}
          data-testid="repository-url"
        >
          {repositoryUrlLabel(url)}
        </p>
        <CardDates
          createdAt={repository.created_at}
          updatedAt={repository.updated_at}
          createdLabel="Added at"
          updatedLabel="Last edit at"
        />
      </div>
      <div className="flex items-center gap-2 border-t border-zinc-100 px-5 py-3">
        {canDelete && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${repository.name}`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={onView}
          aria-label={`View ${repository.name}`}
          className="ml-auto"
        >
          <Eye className="size-4" aria-hidden="true" />
          View
        </Button>
      </div>
    </Card>
  );
}
