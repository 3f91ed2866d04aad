import { rollBackSiteServerRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { siteServerKey } from './get-site-server';

export function rollBackSiteServer(uuid: string, release: string) {
  return callApi(rollBackSiteServerRoute, { params: { uuid }, body: { release } });
}

/** Switches the server's copy back to an earlier release; the query then follows the switch to live. */
export function useRollBackSiteServer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (release: string) => rollBackSiteServer(uuid, release),
    onSuccess: (response) => queryClient.setQueryData(siteServerKey(uuid), { success: true, data: response.data }),
  });
}
