import { resumePlanRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { planPeriodKey } from '@/api/get-plan-period';

export function resumePlan(slug: string) {
  return callApi(resumePlanRoute, { params: { slug } });
}

/** Undoes a scheduled downgrade or cancellation. */
export function useResumePlan(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumePlan(slug),
    onSuccess: (response) => queryClient.setQueryData(planPeriodKey(slug), response),
  });
}
