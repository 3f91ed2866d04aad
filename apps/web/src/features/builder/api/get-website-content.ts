import { getWebsiteContentRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getWebsiteContent(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getWebsiteContentRoute, { params: { uuid }, signal });
}

export function websiteContentQueryKey(uuid: string) {
  return ['websites', uuid, 'content'] as const;
}

/**
 * The draft the editor opens. Read once: from then on the editor holds the document, so the query never
 * refetches behind its back (a refetch would not be applied, and would only cost a request).
 */
export function websiteContentQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: websiteContentQueryKey(uuid),
    queryFn: ({ signal }) => getWebsiteContent(uuid, { signal }),
    select: (response) => response.data,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useWebsiteContent(uuid: string | null) {
  return useQuery({ ...websiteContentQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
