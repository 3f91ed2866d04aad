import { setSiteServerRoute, type SetSiteServer } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { siteServerKey } from './get-site-server';

export function setSiteServer(uuid: string, body: SetSiteServer) {
  return callApi(setSiteServerRoute, { params: { uuid }, body });
}

/** Chooses the server and folder; the answer is the new state, written straight into the query's cache. */
export function useSetSiteServer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetSiteServer) => setSiteServer(uuid, body),
    onSuccess: (response) => queryClient.setQueryData(siteServerKey(uuid), { success: true, data: response.data }),
  });
}
