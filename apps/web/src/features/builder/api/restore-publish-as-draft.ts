import { restorePublishAsDraftRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { websiteRevisionsQueryKey } from './list-website-revisions';

export interface RestorePublishAsDraftInput {
  uuid: string;
  publish: number;
  /** The revision the editor holds now (the same stale check as a save). */
  revision: number;
}

export function restorePublishAsDraft({ uuid, publish, revision }: RestorePublishAsDraftInput) {
  return callApi(restorePublishAsDraftRoute, { params: { uuid, publish }, body: { revision } });
}

/** Copies a publish's project data into a new revision; the editor then reloads with the returned draft. */
export function useRestorePublishAsDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePublishAsDraft,
    onSuccess: (_response, { uuid }) => queryClient.invalidateQueries({ queryKey: websiteRevisionsQueryKey(uuid) }),
  });
}
