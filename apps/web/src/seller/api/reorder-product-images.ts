import { reorderProductImagesRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';

export function reorderProductImages({ productUuid, order }: { productUuid: string; order: string[] }) {
  return callApi(reorderProductImagesRoute, { params: { uuid: productUuid }, body: { order } });
}

/** Saves the images' order; the first is the one the storefront shows. */
export function useReorderProductImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderProductImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
