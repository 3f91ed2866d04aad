import { listRepositoriesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface ListRepositoriesInput {
  projectUid: string;
  page?: number;
}

export function listRepositories({ projectUid, page = 1 }: ListRepositoriesInput, signal?: AbortSignal) {
  return callApi(listRepositoriesRoute, { params: { id: projectUid }, query: { page }, signal });
}

/** Every page of a project's repositories sits under this prefix, so one invalidation reloads them all. */
export function repositoryListsKey(projectUid: string) {
  return ['repositories', 'list', projectUid] as const;
}

/** One page of the project's repositories, 11 a page, with the project's deploy key (docs/product.md § Repository calls). */
export function repositoriesQueryOptions({ projectUid, page = 1 }: ListRepositoriesInput) {
  return queryOptions({
    queryKey: [...repositoryListsKey(projectUid), page],
    queryFn: ({ signal }) => listRepositories({ projectUid, page }, signal),
    select: (response) => response.data,
    // Paging keeps the current cards on screen (under the overlay) until the next page arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === projectUid ? previous : undefined),
  });
}

export function useRepositories(input: ListRepositoriesInput) {
  return useQuery(repositoriesQueryOptions(input));
}
