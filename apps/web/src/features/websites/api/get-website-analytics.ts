import { getWebsiteAnalyticsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getWebsiteAnalytics(uuid: string, signal?: AbortSignal) {
  return callApi(getWebsiteAnalyticsRoute, { params: { uuid }, signal });
}

export function websiteAnalyticsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['websites', uuid, 'analytics'] as const,
    queryFn: ({ signal }) => getWebsiteAnalytics(uuid, signal),
    select: (response) => response.data,
  });
}

/** A site's last 30 days of visits, as the server counted them. */
export function useWebsiteAnalytics(uuid: string) {
  return useQuery(websiteAnalyticsQueryOptions(uuid));
}
