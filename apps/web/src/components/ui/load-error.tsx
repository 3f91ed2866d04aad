import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';

import { Button } from './button';
import { EmptyState } from './empty-state';

/** A list that could not be loaded: what failed, the server's reason, and a way to ask again. */
export function LoadError({
  title,
  query,
}: {
  title: string;
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
}) {
  return (
    <EmptyState
      title={title}
      description={query.error?.message}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
