import { nameWebsiteRevisionRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { websiteRevisionsQueryKey } from './list-website-revisions';

export function nameWebsiteRevision({ uuid, revision, name }: { uuid: string; revision: number; name: string }) {
  return callApi(nameWebsiteRevisionRoute, { params: { uuid, restore: revision }, body: { name } });
}

/** Names a saved revision (an empty name clears it). */
export function useNameWebsiteRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: nameWebsiteRevision,
    onSuccess: (_response, { uuid }) => queryClient.invalidateQueries({ queryKey: websiteRevisionsQueryKey(uuid) }),
  });
}
