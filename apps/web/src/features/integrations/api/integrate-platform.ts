import { integratePlatformRoute, type IntegratePlatformInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { integrationsKey } from './list-integrations';

/**
 * docs/product.md § Repository calls `POST repositories/integrate`: the provider's code, the workspace, the stored
 * platform and the state.
 */
export function useIntegratePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegratePlatformInput) => callApi(integratePlatformRoute, { body }),
    // The page's first list may still be on its way, read before this connection was saved: invalidating
    // alone would wait for that stale answer (a query with no data yet is not refetched, only joined), so
    // it is cancelled first and the list asked for again.
    onSuccess: async (_response, body) => {
      const queryKey = integrationsKey(body.business_id);
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
