import { transferOwnershipRoute, type TransferOwnership } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { projectListsKey } from '@/api/list-projects';
import { callApi } from '@/lib/api-client';

export interface TransferOwnershipInput {
  uid: string;
  body: TransferOwnership;
}

export function transferOwnership({ body }: TransferOwnershipInput) {
  return callApi(transferOwnershipRoute, { body });
}

/**
 * Hands the project to another member (owner only). The project and every list reload, so the sender
 * loses the admin controls everywhere at once (docs/product.md § Ownership transfer).
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async (_response, { uid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: projectListsKey() }),
      ]);
    },
  });
}
