import { addDomainRoute, removeDomainRoute, verifyDomainRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { domainsKey } from './list-domains';

/** Add, Verify and Remove each refresh the workspace's list (their answers change one domain of it). */
function useDomainMutation<T, R>(workspaceSlug: string, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKey(workspaceSlug) }),
  });
}

export const useAddDomain = (workspaceSlug: string) =>
  useDomainMutation(workspaceSlug, (name: string) =>
    callApi(addDomainRoute, { params: { slug: workspaceSlug }, body: { name } }),
  );

export const useVerifyDomain = (workspaceSlug: string) =>
  useDomainMutation(workspaceSlug, (id: number) => callApi(verifyDomainRoute, { params: { id } }));

export const useRemoveDomain = (workspaceSlug: string) =>
  useDomainMutation(workspaceSlug, (id: number) => callApi(removeDomainRoute, { params: { id } }));
