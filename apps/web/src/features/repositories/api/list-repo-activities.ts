import { listRepoActivitiesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function repoActivitiesKey(projectUid: string) {
  return ['repositories', 'activities', projectUid] as const;
}

/**
 * The latest commits across the project's repositories, newest first (docs/product.md § Repository calls
 * `projects/{id}/repo-activities`).
 */
export function repoActivitiesQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: repoActivitiesKey(projectUid),
    queryFn: ({ signal }) => callApi(listRepoActivitiesRoute, { params: { id: projectUid }, signal }),
    select: (response) => response.data,
  });
}

export function useRepoActivities(projectUid: string) {
  return useQuery(repoActivitiesQueryOptions(projectUid));
}
