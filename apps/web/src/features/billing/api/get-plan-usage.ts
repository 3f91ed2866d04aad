import { getPlanUsageRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getPlanUsage(slug: string, signal?: AbortSignal) {
  return callApi(getPlanUsageRoute, { params: { slug }, signal });
}

/** A workspace's plan and its usage meters; read afresh on each visit, as projects come and go. */
export function planUsageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['plan-usage', slug],
    queryFn: ({ signal }) => getPlanUsage(slug, signal),
    select: (response) => response.data,
  });
}

export function usePlanUsage(slug: string) {
  return useQuery(planUsageQueryOptions(slug));
}
