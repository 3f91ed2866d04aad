import { EXPERT_HIRE, listExpertPricingRoute, type BillingCurrency } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listExpertPricing(currency: BillingCurrency, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listExpertPricingRoute, {
    query: { country: EXPERT_HIRE.country, currency: currency.toLowerCase() },
    signal,
  });
}

/** The price per days-per-week option; prices change only with a release, so one load per visit is enough. */
export function expertPricingQueryOptions(currency: BillingCurrency) {
  return queryOptions({
    queryKey: ['resources', 'pricing', 'experts', currency],
    queryFn: ({ signal }) => listExpertPricing(currency, { signal }),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}

/** The options in the workspace's billing currency (issue 25), the one the hire is charged in. */
export function useExpertPricing(currency: BillingCurrency | undefined) {
  return useQuery({ ...expertPricingQueryOptions(currency ?? 'USD'), enabled: currency !== undefined });
}
