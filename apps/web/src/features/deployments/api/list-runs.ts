import { listRunsRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ACTIVE_RUN_REFRESH_MS, isRunActive } from '../run-display';
import { deploymentsKey } from './deployments-keys';

export interface ListRunsInput {
  projectUid: string;
  slug: string;
  page: number;
}

/** A deployment's runs, newest first, 20 a page (`GET deployments/{slug}/runs`). */
export function runsQueryOptions({ projectUid, slug, page }: ListRunsInput) {
  return queryOptions({
    queryKey: [...deploymentsKey(projectUid), 'runs', slug, page],
    queryFn: ({ signal }) => callApi(listRunsRoute, { params: { slug }, query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.data.some((run) => isRunActive(run.status)) ? ACTIVE_RUN_REFRESH_MS : false,
  });
}

export function useRuns(input: ListRunsInput) {
  return useQuery(runsQueryOptions(input));
}
