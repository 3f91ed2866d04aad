import { listDomainTargetsRoute, listDomainsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const domainsKey = (workspaceSlug: string) => ['domains', workspaceSlug] as const;

/** While Caddy on a server is being updated for an app's host, the page asks again this often to show how it went. */
const UPDATING_POLL_MS = 3000;

/** A workspace's domains, their state, records and hosts (issue 32). */
export function domainsQueryOptions(workspaceSlug: string) {
  return queryOptions({
    queryKey: domainsKey(workspaceSlug),
    queryFn: ({ signal }) => callApi(listDomainsRoute, { params: { slug: workspaceSlug }, signal }),
    select: (response) => response.data,
    refetchInterval: (query) =>
      query.state.data?.data.some((domain) => domain.hosts.some((host) => host.serving?.state === 'updating'))
        ? UPDATING_POLL_MS
        : false,
  });
}

export function useDomains(workspaceSlug: string) {
  return useQuery(domainsQueryOptions(workspaceSlug));
}

/** The sites, stores and deployments a host can be pointed at; only asked for by who may point one. */
export function useDomainTargets(workspaceSlug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['domain-targets', workspaceSlug],
    queryFn: ({ signal }) => callApi(listDomainTargetsRoute, { params: { slug: workspaceSlug }, signal }),
    select: (response) => response.data,
    enabled,
  });
}
