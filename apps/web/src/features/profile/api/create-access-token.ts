import { createAccessTokenRoute, type CreateAccessTokenInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { accessTokensKey } from './list-access-tokens';

/** Makes a token; its secret is in this reply only, so the caller shows it once and keeps it nowhere. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccessTokenInput) => callApi(createAccessTokenRoute, { body }),
    // The reply holds the secret: drop it from the mutation cache as soon as the form lets go of it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
