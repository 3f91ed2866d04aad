import { deleteSellerProductRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';

export function deleteProduct(uuid: string) {
  return callApi(deleteSellerProductRoute, { params: { uuid } });
}

/** Takes a product out of the store; orders already placed keep their lines. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
