import { removeSiteServerRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { siteServerKey } from './get-site-server';

export function removeSiteServer(uuid: string) {
  return callApi(removeSiteServerRoute, { params: { uuid } });
}

/** Stops publishing the site to its server; the answer is the new state, written into the query's cache. */
export function useRemoveSiteServer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSiteServer(uuid),
    onSuccess: (response) => queryClient.setQueryData(siteServerKey(uuid), { success: true, data: response.data }),
  });
}
