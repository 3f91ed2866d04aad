import { createSellerDiscountRoute, type DiscountInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { discountsQueryKey } from './list-discounts';

export function createDiscount(body: DiscountInput) {
  return callApi(createSellerDiscountRoute, { body });
}

/** Adds a code; the list reloads. */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQueryKey() }),
  });
}
