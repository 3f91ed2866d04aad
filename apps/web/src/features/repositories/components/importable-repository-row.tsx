import type { ImportableRepository } from '@aerie/contract';
import { Check, Download, Lock } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';

export interface ImportableRepositoryRowProps {
  repository: ImportableRepository;
  isImporting: boolean;
  /** Another import is running: one at a time, so the redirect follows the one the user chose. */
  isBusy: boolean;
  onImport: () => void;
}

/**
 * One repository the platform offers (docs/product.md § Importing repositories Repository to import): name,
 * description, private, created, Import.
 */
export function ImportableRepositoryRow({ repository, isImporting, isBusy, onImport }: ImportableRepositoryRowProps) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-sm font-semibold text-zinc-900">{repository.name}</h3>
          {repository.private && (
            <Badge>
              <Lock className="size-3" aria-hidden="true" />
              Private
            </Badge>
          )}
        </div>
        {repository.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-zinc-500">{repository.description}</p>
        )}
        {repository.created_at && (
          <p className="mt-1 text-xs text-zinc-500">Created {formatDate(repository.created_at)}</p>
        )}
      </div>
      {repository.imported ? (
        <Button variant="secondary" size="sm" disabled className="w-full sm:w-auto">
          <Check className="size-4" aria-hidden="true" />
          Imported
        </Button>
      ) : (
        <Button
          size="sm"
          onClick={onImport}
          loading={isImporting}
          disabled={isBusy && !isImporting}
          aria-label={`Import ${repository.name}`}
          className="w-full sm:w-auto"
        >
          {!isImporting && <Download className="size-4" aria-hidden="true" />}
          Import
        </Button>
      )}
    </li>
  );
}
