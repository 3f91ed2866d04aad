import {
  addDomainRoute,
  checkDomainCertificateRoute,
  clearDomainHostRoute,
  removeDomainRoute,
  setDomainHostRoute,
  verifyDomainRoute,
  type SetDomainHostInput,
} from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { domainsKey } from './list-domains';

/** Add, Verify, Remove, point and clear a host each refresh the workspace's list (their answers change one domain of it). */
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

export const useSetDomainHost = (workspaceSlug: string) =>
  useDomainMutation(workspaceSlug, ({ id, ...body }: SetDomainHostInput & { id: number }) =>
    callApi(setDomainHostRoute, { params: { id }, body }),
  );

export const useCheckCertificate = (workspaceSlug: string) =>
  useDomainMutation(workspaceSlug, (id: number) => callApi(checkDomainCertificateRoute, { params: { id } }));

export const useClearDomainHost = (workspaceSlug: string) =>
  useDomainMutation(workspaceSlug, (id: number) => callApi(clearDomainHostRoute, { params: { id } }));
