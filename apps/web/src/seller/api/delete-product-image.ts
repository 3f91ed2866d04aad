import { deleteProductImageRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';

export function deleteProductImage({ productUuid, imageUuid }: { productUuid: string; imageUuid: string }) {
  return callApi(deleteProductImageRoute, { params: { uuid: productUuid, imageUuid } });
}

export function useDeleteProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
