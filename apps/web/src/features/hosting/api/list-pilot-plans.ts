import { listPilotPlansRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** The pilot plans with their monthly prices (docs/product.md § Hosting calls `GET resources/pilots`). */
export function pilotPlansQueryOptions() {
  return queryOptions({
    queryKey: ['hosting', 'pilot-plans'],
    queryFn: ({ signal }) => callApi(listPilotPlansRoute, { signal }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}

export function usePilotPlans() {
  return useQuery(pilotPlansQueryOptions());
}
