import { EXPERT_HIRE, listExpertPricingRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listExpertPricing({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(listExpertPricingRoute, {
    query: { country: EXPERT_HIRE.country, currency: EXPERT_HIRE.currency.toLowerCase() },
    signal,
  });
}

/** The price per days-per-week option; prices change only with a release, so one load per visit is enough. */
export function expertPricingQueryOptions() {
  return queryOptions({
    queryKey: ['resources', 'pricing', 'experts'],
    queryFn: ({ signal }) => listExpertPricing({ signal }),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}

export function useExpertPricing() {
  return useQuery(expertPricingQueryOptions());
}
