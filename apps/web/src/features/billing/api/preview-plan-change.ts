import { previewPlanChangeRoute, type PlanId } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function previewPlanChange(slug: string, plan: PlanId, signal?: AbortSignal) {
  return callApi(previewPlanChangeRoute, { params: { slug }, query: { plan }, signal });
}

/**
 * What choosing `plan` would do (the price now, or what becomes read-only), asked when the confirm dialog
 * opens and never cached: it depends on today's date and the workspace's projects.
 */
export function usePlanChangePreview(slug: string, plan: PlanId | null) {
  return useQuery(
    queryOptions({
      queryKey: ['plan-change-preview', slug, plan],
      queryFn: ({ signal }) => previewPlanChange(slug, plan!, signal),
      select: (response) => response.data,
      enabled: plan !== null,
      gcTime: 0,
      staleTime: 0,
    }),
  );
}
