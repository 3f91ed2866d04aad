import { rollBackRunRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface RollBackRunInput {
  projectUid: string;
  slug: string;
  runId: number;
}

/** Queues a rollback to a run's release (`POST deployments/{slug}/runs/{runId}/rollback`, issue 28). */
export function useRollBackRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, runId }: RollBackRunInput) => callApi(rollBackRunRoute, { params: { slug, runId } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: deploymentsKey(projectUid) }),
  });
}
