import { listIntegrationsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/**
 * The workspace's platforms (docs/product.md § Repository calls `repositories/{id}/integrations`). The integrations
 * feature reads the same call under the same key, so connecting a platform there refreshes the tiles here.
 */
export function connectedServicesQueryOptions(workspaceId: number) {
  return queryOptions({
    queryKey: ['integrations', workspaceId],
    queryFn: ({ signal }) => callApi(listIntegrationsRoute, { params: { id: workspaceId }, signal }),
    select: (response) => response.data,
  });
}

export function useConnectedServices(workspaceId: number, enabled = true) {
  return useQuery({ ...connectedServicesQueryOptions(workspaceId), enabled });
}
