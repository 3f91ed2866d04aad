import { updateBillingCurrencyRoute, type BillingCurrency } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { planPeriodKey } from '@/api/get-plan-period';

export function updateBillingCurrency(slug: string, currency: BillingCurrency) {
  return callApi(updateBillingCurrencyRoute, { params: { slug }, body: { currency } });
}

/** The workspace's one billing currency; the plan period carries it, so every price re-reads from there. */
export function useUpdateBillingCurrency(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: BillingCurrency) => updateBillingCurrency(slug, currency),
    onSuccess: (response) => queryClient.setQueryData(planPeriodKey(slug), response),
  });
}
