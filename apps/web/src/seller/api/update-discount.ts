import { updateSellerDiscountRoute, type DiscountInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { discountsQueryKey } from './list-discounts';

export function updateDiscount({ uuid, body }: { uuid: string; body: DiscountInput }) {
  return callApi(updateSellerDiscountRoute, { params: { uuid }, body });
}

/** Saves a code (deactivating is saving it with `active: false`); the list and the code reload. */
export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQueryKey() }),
  });
}
