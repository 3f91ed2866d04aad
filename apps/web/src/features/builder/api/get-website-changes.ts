import { getWebsiteChangesRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getWebsiteChanges(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getWebsiteChangesRoute, { params: { uuid }, signal });
}

export function websiteChangesQueryKey(uuid: string) {
  return ['websites', uuid, 'changes'] as const;
}

/**
 * Keyed by the saved revision and the time of the last publish too: each autosave, publish or restore moves one
 * of them, so the status follows without anyone invalidating it; the previous answer shows meanwhile.
 */
export function websiteChangesQueryOptions(uuid: string, savedRevision: number, publishedAt: string | null) {
  return queryOptions({
    queryKey: [...websiteChangesQueryKey(uuid), savedRevision, publishedAt] as const,
    queryFn: ({ signal }) => getWebsiteChanges(uuid, { signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** Where the draft stands against the live site, and what changed since the last publish. */
export function useWebsiteChanges(uuid: string, savedRevision: number, publishedAt: string | null) {
  return useQuery(websiteChangesQueryOptions(uuid, savedRevision, publishedAt));
}
