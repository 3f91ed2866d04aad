import { cancelPilotRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

export interface PilotBillingInput {
  projectUid: string;
  pilotId: string;
}

/** Cancels a pilot at the end of its paid month (the workspace owner's); it is destroyed then. */
export function useCancelPilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pilotId }: PilotBillingInput) => callApi(cancelPilotRoute, { params: { id: pilotId } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: hostingKey(projectUid) }),
  });
}
