import { uploadProductImageRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';
import { readAsDataUrl } from '../image-file';

export async function uploadProductImage({ productUuid, file }: { productUuid: string; file: File }) {
  return callApi(uploadProductImageRoute, {
    params: { uuid: productUuid },
    body: { image: await readAsDataUrl(file) },
  });
}

/** Adds an image after the product's others; the server checks its type and size again. */
export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
