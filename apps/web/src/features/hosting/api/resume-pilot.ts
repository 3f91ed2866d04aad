import { resumePilotRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import type { PilotBillingInput } from './cancel-pilot';
import { hostingKey } from './hosting-keys';

/** Keeps a cancelled pilot, before the end of its paid month: nothing is destroyed. */
export function useResumePilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pilotId }: PilotBillingInput) => callApi(resumePilotRoute, { params: { id: pilotId } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: hostingKey(projectUid) }),
  });
}
