import { listIntegrationsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** The repositories feature reads the same call under the same key, so its import tiles follow changes here. */
export function integrationsKey(workspaceId: number) {
  return ['integrations', workspaceId] as const;
}

/** The three platforms and the workspace's connection to each (docs/product.md § Repository calls `repositories/{id}/integrations`). */
export function integrationsQueryOptions(workspaceId: number) {
  return queryOptions({
    queryKey: integrationsKey(workspaceId),
    queryFn: ({ signal }) => callApi(listIntegrationsRoute, { params: { id: workspaceId }, signal }),
    select: (response) => response.data,
  });
}

export function useIntegrations(workspaceId: number) {
  return useQuery(integrationsQueryOptions(workspaceId));
}
