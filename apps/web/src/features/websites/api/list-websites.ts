import { listWebsitesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface ListWebsitesInput {
  projectUid: string;
  page?: number;
}

export function listWebsites({ projectUid, page = 1 }: ListWebsitesInput, signal?: AbortSignal) {
  return callApi(listWebsitesRoute, { params: { id: projectUid }, query: { page }, signal });
}

/** Every page of a project's websites sits under this prefix, so one invalidation reloads them all. */
export function websiteListsKey(projectUid: string) {
  return ['websites', 'list', projectUid] as const;
}

/** One page of the project's websites, 8 a page (docs/product.md § Builder host calls `getsite/{id}`, id = the project's uid). */
export function websitesQueryOptions({ projectUid, page = 1 }: ListWebsitesInput) {
  return queryOptions({
    queryKey: [...websiteListsKey(projectUid), page],
    queryFn: ({ signal }) => listWebsites({ projectUid, page }, signal),
    select: (response) => response.data,
    // Paging keeps the current cards on screen (under the overlay) until the next page arrives; another
    // project's sites are never shown in the meantime.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === projectUid ? previous : undefined),
  });
}

export function useWebsites(input: ListWebsitesInput) {
  return useQuery(websitesQueryOptions(input));
}
