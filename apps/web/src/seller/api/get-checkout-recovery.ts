import { getCheckoutRecoveryRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { ALWAYS_REFETCH } from './fresh-data';

export function getCheckoutRecovery({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(getCheckoutRecoveryRoute, { signal });
}

/** Saving the reminder settings invalidates this key. */
export const checkoutRecoveryQueryKey = () => ['seller', 'checkout-recovery'] as const;

/** Reminders sent, the carts then paid and their revenue, and the reminder's delay and code. */
export function checkoutRecoveryQueryOptions() {
  return queryOptions({
    ...ALWAYS_REFETCH,
    queryKey: checkoutRecoveryQueryKey(),
    queryFn: ({ signal }) => getCheckoutRecovery({ signal }),
    select: (response) => response.data,
  });
}

export function useCheckoutRecovery() {
  return useQuery(checkoutRecoveryQueryOptions());
}
