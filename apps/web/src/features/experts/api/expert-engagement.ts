import { cancelExpertEngagementRoute, getExpertEngagementRoute, resumeExpertEngagementRoute } from '@aerie/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const engagementKey = (slug: string) => ['experts', 'engagement', slug] as const;

export function engagementQueryOptions(slug: string) {
  return queryOptions({
    queryKey: engagementKey(slug),
    queryFn: ({ signal }) => callApi(getExpertEngagementRoute, { params: { slug }, signal }),
    select: (response) => response.data,
  });
}

/** The workspace's expert engagement, or null when it never hired. */
export function useEngagement(slug: string) {
  return useQuery(engagementQueryOptions(slug));
}

/** Cancel (at the period's end) or resume the engagement; the view and the billing history refresh. */
export function useEngagementAction(slug: string, action: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: number) =>
      callApi(action === 'cancel' ? cancelExpertEngagementRoute : resumeExpertEngagementRoute, {
        body: { business_id: businessId },
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(engagementKey(slug), (previous: { success: true } | undefined) =>
        previous ? { ...previous, data: response.data } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
