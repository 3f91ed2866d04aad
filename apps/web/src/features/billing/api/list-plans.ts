import { listPlansRoute, type BillingCurrency } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listPlans(currency: BillingCurrency, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listPlansRoute, { query: { currency }, signal });
}

/** The plans, cheapest first, in one currency; they change only with a release, so one load per visit is enough. */
export function plansQueryOptions(currency: BillingCurrency) {
  return queryOptions({
    queryKey: ['resources', 'plans', currency],
    queryFn: ({ signal }) => listPlans(currency, { signal }),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}

/** The plans priced in the workspace's billing currency (issue 25); waits until that currency is known. */
export function usePlans(currency: BillingCurrency | undefined) {
  return useQuery({ ...plansQueryOptions(currency ?? 'USD'), enabled: currency !== undefined });
}
