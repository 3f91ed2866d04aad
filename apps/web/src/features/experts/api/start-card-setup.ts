import { startCardSetupRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function startCardSetup(businessId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(startCardSetupRoute, { body: { business_id: businessId }, signal });
}

/**
 * How the card modal collects a card: the sandbox form, or Stripe.js with a fresh SetupIntent. Loaded each
 * time the modal opens (`gcTime: 0`), so a SetupIntent is never reused across hires.
 */
export function cardSetupQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: ['cards', 'setup', businessId],
    queryFn: ({ signal }) => startCardSetup(businessId, { signal }),
    select: (response) => response.data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useCardSetup(businessId: number) {
  return useQuery(cardSetupQueryOptions(businessId));
}
