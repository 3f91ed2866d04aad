import { createSellerProductRoute, type ProductInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { productsQueryKey } from './list-products';
import { uploadProductImage } from './upload-product-image';

export function createProduct(body: ProductInput) {
  return callApi(createSellerProductRoute, { body });
}

/**
 * A new product, then the images picked before it existed, uploaded one by one in the same Save (an image
 * needs the product's uuid). An image the server refuses does not undo the product: its name and reason
 * come back, for the editor to show on the saved product's page.
 */
export async function createProductWithImages({ body, images }: { body: ProductInput; images: File[] }) {
  const reply = await createProduct(body);
  const failedImages: string[] = [];
  for (const file of images) {
    try {
      await uploadProductImage({ productUuid: reply.data.uuid, file });
    } catch (error) {
      failedImages.push(`${file.name}: ${error instanceof Error ? error.message : 'not uploaded'}`);
    }
  }
  return { product: reply.data, failedImages };
}

/** Adds a product with its variants and images; the product lists reload before the editor moves to its page. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductWithImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey() }),
  });
}
