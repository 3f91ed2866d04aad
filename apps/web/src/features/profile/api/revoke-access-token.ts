import { revokeAccessTokenRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { accessTokensKey } from './list-access-tokens';

/** Revokes one token; git refuses it from then on. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(revokeAccessTokenRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
