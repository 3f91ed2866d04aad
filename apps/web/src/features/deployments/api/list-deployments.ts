import { listProjectDeploymentsRoute, listServerDeploymentsRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ACTIVE_RUN_REFRESH_MS, isRunActive } from '../run-display';
import { deploymentsKey } from './deployments-keys';

/** The deployments of one server, or of the whole project when `serverId` is null. */
export interface ListDeploymentsInput {
  projectUid: string;
  serverId: number | null;
  page: number;
}

/**
 * One page of deployments, 12 a page with each one's last run (docs/product.md § Deployment calls `GET
 * deployments/{id}/all` for a server, `GET projects/{id}/deployments` for the project).
 */
export function deploymentsQueryOptions({ projectUid, serverId, page }: ListDeploymentsInput) {
  return queryOptions({
    queryKey: [...deploymentsKey(projectUid), 'list', serverId ?? 'all', page],
    queryFn: ({ signal }) =>
      serverId === null
        ? callApi(listProjectDeploymentsRoute, { params: { id: projectUid }, query: { page }, signal })
        : callApi(listServerDeploymentsRoute, { params: { id: serverId }, query: { page }, signal }),
    select: (response) => response.data,
    // Paging keeps the current rows on screen (under the overlay) until the next page arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.data.some((deployment) => deployment.last_run && isRunActive(deployment.last_run.status))
        ? ACTIVE_RUN_REFRESH_MS
        : false,
  });
}

export function useDeployments(input: ListDeploymentsInput) {
  return useQuery(deploymentsQueryOptions(input));
}
