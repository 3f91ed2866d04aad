import { schedulePlanChangeRoute, type PlanId } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { planPeriodKey } from '@/api/get-plan-period';

export function schedulePlanChange(slug: string, plan: PlanId) {
  return callApi(schedulePlanChangeRoute, { params: { slug }, body: { plan } });
}

/** A downgrade (Air: a cancellation) at the end of the paid period. */
export function useSchedulePlanChange(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => schedulePlanChange(slug, plan),
    onSuccess: (response) => queryClient.setQueryData(planPeriodKey(slug), response),
  });
}
