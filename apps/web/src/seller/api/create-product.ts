import { createSellerProductRoute, type ProductInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';

export function createProduct(body: ProductInput) {
  return callApi(createSellerProductRoute, { body });
}

/** Adds a product with its variants; the product lists reload before the editor moves to its page. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
