import { listDomainsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const domainsKey = (workspaceSlug: string) => ['domains', workspaceSlug] as const;

/** A workspace's domains, their state, records and hosts (issue 32). */
export function domainsQueryOptions(workspaceSlug: string) {
  return queryOptions({
    queryKey: domainsKey(workspaceSlug),
    queryFn: ({ signal }) => callApi(listDomainsRoute, { params: { slug: workspaceSlug }, signal }),
    select: (response) => response.data,
  });
}

export function useDomains(workspaceSlug: string) {
  return useQuery(domainsQueryOptions(workspaceSlug));
}
