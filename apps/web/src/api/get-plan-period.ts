import { getPlanPeriodRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getPlanPeriod(slug: string, signal?: AbortSignal) {
  return callApi(getPlanPeriodRoute, { params: { slug }, signal });
}

/**
 * Shared by the features: the period carries the workspace's billing currency, which every dashboard price
 * is asked in (issue 25). Scheduling, resuming, a currency change and a settled plan payment update this key.
 */
export const planPeriodKey = (slug: string) => ['plan-period', slug] as const;

export function planPeriodQueryOptions(slug: string) {
  return queryOptions({
    queryKey: planPeriodKey(slug),
    queryFn: ({ signal }) => getPlanPeriod(slug, signal),
    select: (response) => response.data,
  });
}

/** The workspace's plan, until when it is paid, and a lower plan scheduled for then. */
export function usePlanPeriod(slug: string) {
  // A page may know its workspace only after another query: nothing is asked before.
  return useQuery({ ...planPeriodQueryOptions(slug), enabled: slug !== '' });
}
