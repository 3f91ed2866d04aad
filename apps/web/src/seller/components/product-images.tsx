import { STORE_RULES, type ProductImage } from '@aerie/contract';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { useDeleteProductImage } from '../api/delete-product-image';
import { useReorderProductImages } from '../api/reorder-product-images';
import { useUploadProductImage } from '../api/upload-product-image';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../image-file';

/** A product's images: add (PNG, JPEG, WebP), move earlier or later (the first is the storefront's), remove. */
export function ProductImages({ productUuid, images }: { productUuid: string; images: ProductImage[] }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = { onError: (error: Error) => setProblem(error.message) };
  const upload = useUploadProductImage();
  const remove = useDeleteProductImage();
  const reorder = useReorderProductImages();
  const move = (index: number, by: -1 | 1) => {
    const order = images.map((image) => image.uuid);
    const [picked] = order.splice(index, 1);
    order.splice(index + by, 0, picked!);
    reorder.mutate({ productUuid, order }, onError);
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
                onClick={() => remove.mutate({ productUuid, imageUuid: image.uuid }, onError)}
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
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-label="Choose an image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refused = checkImageFile(file);
          if (refused) setProblem(refused);
          else upload.mutate({ productUuid, file }, onError);
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
