import { cancelRunRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface CancelRunInput {
  projectUid: string;
  runId: number;
}

/** Stops a queued or running run (`POST deployment-runs/{id}/cancel`); the stream then reports its end. */
export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId }: CancelRunInput) => callApi(cancelRunRoute, { params: { id: runId } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: deploymentsKey(projectUid) }),
  });
}
