import { getStoreRegistrationTokenRoute, registerStoreRoute, type SiteTemplateId } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { callApi } from '@/lib/api-client';

import { storeListsKey } from './list-stores';

export interface CreateStoreInput {
  projectUid: string;
  theme: SiteTemplateId;
  name: string;
  /** Lowercased by the form (docs/product.md § Creating a store) before it gets here. */
  email: string;
  password: string;
  /** The store url, lowercased by the form (docs/product.md § Creating a store). */
  domain: string;
}

/**
 * Store creation as docs/product.md § Store host calls has it: `load/test/gettoken`, then, if its `status` is 200,
 * `store/register` with that token. Deviation: register is a POST with a JSON body, so the password never sits in a
 * URL. The answer is register's, whose `message` the dialog shows.
 */
export async function createStore({ projectUid, theme, ...seller }: CreateStoreInput) {
  const issued = await callApi(getStoreRegistrationTokenRoute);
  if (issued.status !== 200) throw new Error(issued.message);
  return callApi(registerStoreRoute, { body: { ...seller, uuid: projectUid, theme, token: issued.data.token } });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: async (_response, { projectUid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeListsKey(projectUid) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: projectQueryKey(projectUid) }),
      ]);
    },
  });
}
