import { listWebsitePublishesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listWebsitePublishes(uuid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listWebsitePublishesRoute, { params: { uuid }, signal });
}

export function websitePublishesQueryKey(uuid: string) {
  return ['websites', uuid, 'publishes'] as const;
}

export function websitePublishesQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: websitePublishesQueryKey(uuid),
    queryFn: ({ signal }) => listWebsitePublishes(uuid, { signal }),
    select: (response) => response.data,
  });
}

/** The last publishes, newest first, the live one marked; loaded when the publish history is shown. */
export function useWebsitePublishes(uuid: string, enabled: boolean) {
  return useQuery({ ...websitePublishesQueryOptions(uuid), enabled });
}
