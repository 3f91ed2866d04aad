import { getPlanPeriodRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getPlanPeriod(slug: string, signal?: AbortSignal) {
  return callApi(getPlanPeriodRoute, { params: { slug }, signal });
}

/** Scheduling, resuming and a settled plan payment invalidate this key. */
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
  return useQuery(planPeriodQueryOptions(slug));
}
