import { restorePublishAsLiveRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { websitePublishesQueryKey } from './list-website-publishes';
import { websiteRevisionsQueryKey } from './list-website-revisions';

export function restorePublishAsLive({ uuid, publish }: { uuid: string; publish: number }) {
  return callApi(restorePublishAsLiveRoute, { params: { uuid, publish } });
}

/** Makes an earlier publish the live site again; the draft stays as it is. */
export function useRestorePublishAsLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePublishAsLive,
    onSuccess: (_response, { uuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: websitePublishesQueryKey(uuid) }),
        // The revisions list marks the live revision.
        queryClient.invalidateQueries({ queryKey: websiteRevisionsQueryKey(uuid) }),
      ]),
  });
}
