import { setCheckoutRecoveryRoute, type CheckoutRecoverySettingsInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { checkoutRecoveryQueryKey } from './get-checkout-recovery';

export function setCheckoutRecovery(body: CheckoutRecoverySettingsInput) {
  return callApi(setCheckoutRecoveryRoute, { body });
}

/** Saves the checkout reminder's delay and discount code. */
export function useSetCheckoutRecovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCheckoutRecovery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutRecoveryQueryKey() }),
  });
}
