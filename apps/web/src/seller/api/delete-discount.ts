import { deleteSellerDiscountRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { discountsQueryKey } from './list-discounts';

export function deleteDiscount(uuid: string) {
  return callApi(deleteSellerDiscountRoute, { params: { uuid } });
}

/** Deletes a code; orders that used it keep the code and what it took off. */
export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQueryKey() }),
  });
}
