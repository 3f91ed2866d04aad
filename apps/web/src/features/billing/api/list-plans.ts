import { listPlansRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listPlans({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(listPlansRoute, { signal });
}

/** The plans, cheapest first; they change only with a release, so one load per visit is enough. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['resources', 'plans'],
    queryFn: ({ signal }) => listPlans({ signal }),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
