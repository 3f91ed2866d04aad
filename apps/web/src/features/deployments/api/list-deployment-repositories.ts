import { listRepositoriesRoute, type Repository } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** Enough for any real project; the list call is paged (11 a page) and the picker needs them all. */
const MAX_PAGES = 20;

/** Every repository of the project, for the Add Deployment picker (docs/product.md § Deployment calls `GET projects/{id}/repositories`). */
export function deploymentRepositoriesQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: ['deployments', projectUid, 'repositories'],
    queryFn: async ({ signal }) => {
      const repositories: Repository[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const response = await callApi(listRepositoriesRoute, { params: { id: projectUid }, query: { page }, signal });
        repositories.push(...response.data.data);
        if (page >= response.data.last_page) break;
      }
      return repositories;
    },
  });
}

export function useDeploymentRepositories(projectUid: string, enabled: boolean) {
  return useQuery({ ...deploymentRepositoriesQueryOptions(projectUid), enabled });
}
