import { integratePlatformRoute, type IntegratePlatformInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { integrationsKey } from './list-integrations';

/** 001 §7 `POST repositories/integrate`: the provider's code, the workspace, the stored platform and the state. */
export function useIntegratePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegratePlatformInput) => callApi(integratePlatformRoute, { body }),
    onSuccess: (_response, body) => queryClient.invalidateQueries({ queryKey: integrationsKey(body.business_id) }),
  });
}
