import { createShareLinkRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { shareLinksQueryKey } from './list-share-links';

export function createShareLink({ uuid, days }: { uuid: string; days: number }) {
  return callApi(createShareLinkRoute, { params: { uuid }, body: { days } });
}

/** A new link to the draft; its address is in this answer only (the server keeps a hash). */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_response, { uuid }) => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(uuid) }),
  });
}
