import { listWebsiteRevisionsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listWebsiteRevisions(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listWebsiteRevisionsRoute, { params: { uuid }, signal });
}

export function websiteRevisionsQueryKey(uuid: string) {
  return ['websites', uuid, 'revisions'] as const;
}

export function websiteRevisionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: websiteRevisionsQueryKey(uuid),
    queryFn: ({ signal }) => listWebsiteRevisions(uuid, { signal }),
    select: (response) => response.data,
  });
}

/** The last saved revisions, newest first; loaded when the Revisions dialog opens. */
export function useWebsiteRevisions(uuid: string, enabled: boolean) {
  return useQuery({ ...websiteRevisionsQueryOptions(uuid), enabled });
}
