import { getDashboardSummaryRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getDashboardSummary(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getDashboardSummaryRoute, { params: { slug }, signal });
}

/** The overview's counts; anything that changes them (projects, members) invalidates `['dashboard']`. */
export function dashboardSummaryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['dashboard', 'summary', slug],
    queryFn: ({ signal }) => getDashboardSummary(slug, { signal }),
    select: (response) => response.data,
  });
}

/** The four overview cards of a workspace (total and active each); waits until a workspace is selected. */
export function useDashboardSummary(slug: string | undefined) {
  return useQuery({ ...dashboardSummaryQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
