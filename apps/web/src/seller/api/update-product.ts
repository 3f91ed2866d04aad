import { updateSellerProductRoute, type ProductInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';

export function updateProduct({ uuid, body }: { uuid: string; body: ProductInput }) {
  return callApi(updateSellerProductRoute, { params: { uuid }, body });
}

/** Saves a product's details and variants; the lists and the product reload. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
