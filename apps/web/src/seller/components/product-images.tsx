import {
  deleteProductImageRoute,
  PRODUCT_IMAGE_TOO_LARGE,
  PRODUCT_IMAGE_TYPE,
  reorderProductImagesRoute,
  STORE_RULES,
  uploadProductImageRoute,
  type ProductImage,
} from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { callSeller } from '../seller-api';
import { keys } from '../seller-queries';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A picked file checked as the server will (type, size) so the seller hears at once; the server sniffs again. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return PRODUCT_IMAGE_TYPE;
  if (file.size > STORE_RULES.productImageMaxBytes) return PRODUCT_IMAGE_TOO_LARGE;
  return null;
}

/** A product's images: add (PNG, JPEG, WebP), move earlier or later (the first is the storefront's), remove. */
export function ProductImages({ productUuid, images }: { productUuid: string; images: ProductImage[] }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.products });
  const onError = (error: Error) => setProblem(error.message);
  const upload = useMutation({
    mutationFn: async (file: File) =>
      callSeller(uploadProductImageRoute, {
        params: { uuid: productUuid },
        body: { image: await readAsDataUrl(file) },
      }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (imageUuid: string) =>
      callSeller(deleteProductImageRoute, { params: { uuid: productUuid, imageUuid } }),
    onSuccess: refresh,
    onError,
  });
  const reorder = useMutation({
    mutationFn: (order: string[]) =>
      callSeller(reorderProductImagesRoute, { params: { uuid: productUuid }, body: { order } }),
    onSuccess: refresh,
    onError,
  });
  const move = (index: number, by: -1 | 1) => {
    const order = images.map((image) => image.uuid);
    const [picked] = order.splice(index, 1);
    order.splice(index + by, 0, picked!);
    reorder.mutate(order);
  };
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  return (
    <div className="space-y-3">
      {problem && (
        <Banner tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Banner>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.uuid} className="overflow-hidden rounded-lg border border-zinc-200 bg-white">
            <img src={image.url} alt="" className="aspect-square w-full object-cover" />
            <div className="flex items-center justify-between gap-1 p-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label="Move earlier"
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Remove image"
                disabled={busy}
                onClick={() => remove.mutate(image.uuid)}
              >
                <Trash2 className="size-4 text-red-600" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Move later"
                disabled={busy || index === images.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        className="sr-only"
        aria-label="Choose an image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refused = checkImageFile(file);
          if (refused) setProblem(refused);
          else upload.mutate(file);
        }}
      />
      <Button
        variant="secondary"
        loading={upload.isPending}
        disabled={busy || images.length >= STORE_RULES.imagesPerProductMax}
        onClick={() => input.current?.click()}
      >
        <ImagePlus className="size-4" aria-hidden="true" /> Add image
      </Button>
      <p className="text-xs text-zinc-500">
        PNG, JPEG or WebP, up to {STORE_RULES.productImageMaxBytes / 1_000_000} MB, {STORE_RULES.imagesPerProductMax}{' '}
        images. The first one is shown in the store.
      </p>
    </div>
  );
}
