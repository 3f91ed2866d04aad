import { listPilotTemplatesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** What a new pilot starts with (docs/product.md § Hosting calls `GET resources/pilot-templates`). */
export function pilotTemplatesQueryOptions() {
  return queryOptions({
    queryKey: ['hosting', 'pilot-templates'],
    queryFn: ({ signal }) => callApi(listPilotTemplatesRoute, { signal }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}

export function usePilotTemplates(enabled = true) {
  return useQuery({ ...pilotTemplatesQueryOptions(), enabled });
}
