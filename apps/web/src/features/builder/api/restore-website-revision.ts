import { restoreWebsiteRevisionRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { websiteRevisionsQueryKey } from './list-website-revisions';

export interface RestoreWebsiteRevisionInput {
  uuid: string;
  /** The revision to bring back. */
  restore: number;
  /** The revision the editor holds now (the same stale check as a save). */
  revision: number;
}

export function restoreWebsiteRevision({ uuid, restore, revision }: RestoreWebsiteRevisionInput) {
  return callApi(restoreWebsiteRevisionRoute, { params: { uuid, restore }, body: { revision } });
}

/** Copies an old revision into a new one; the editor then reloads with the returned draft. */
export function useRestoreWebsiteRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreWebsiteRevision,
    onSuccess: (_response, { uuid }) => queryClient.invalidateQueries({ queryKey: websiteRevisionsQueryKey(uuid) }),
  });
}
