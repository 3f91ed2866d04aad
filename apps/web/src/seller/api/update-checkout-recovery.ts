import { updateCheckoutRecoveryRoute, type CheckoutRecoverySettingsInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { checkoutRecoveryQueryKey } from './get-checkout-recovery';

export function updateCheckoutRecovery(body: CheckoutRecoverySettingsInput) {
  return callApi(updateCheckoutRecoveryRoute, { body });
}

/** Saves the checkout reminder's delay and discount code. */
export function useUpdateCheckoutRecovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckoutRecovery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutRecoveryQueryKey() }),
  });
}
