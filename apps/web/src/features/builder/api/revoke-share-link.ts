import { revokeShareLinkRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { shareLinksQueryKey } from './list-share-links';

export function revokeShareLink({ uuid, link }: { uuid: string; link: string }) {
  return callApi(revokeShareLinkRoute, { params: { uuid, link } });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_response, { uuid }) => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(uuid) }),
  });
}
