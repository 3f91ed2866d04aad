import { listShareLinksRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listShareLinks(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listShareLinksRoute, { params: { uuid }, signal });
}

export function shareLinksQueryKey(uuid: string) {
  return ['websites', uuid, 'share-links'] as const;
}

export function shareLinksQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: shareLinksQueryKey(uuid),
    queryFn: ({ signal }) => listShareLinks(uuid, { signal }),
    select: (response) => response.data,
  });
}

/** The site's working share links, the soonest to expire first; loaded when the share dialog is open. */
export function useShareLinks(uuid: string, enabled: boolean) {
  return useQuery({ ...shareLinksQueryOptions(uuid), enabled });
}
