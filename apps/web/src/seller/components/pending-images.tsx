import { STORE_RULES } from '@aerie/contract';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../image-file';

/**
 * The images of a product not saved yet: picked and previewed here, uploaded right after the product is
 * created, in the same Save (api/create-product.ts). The first is the one the storefront shows.
 */
export function PendingImages({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= STORE_RULES.imagesPerProductMax;
  return (
    <div className="space-y-3">
      {problem && (
        <Banner tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Banner>
      )}
      {files.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {files.map((file, index) => (
            <li key={previews[index]} className="overflow-hidden rounded-lg border border-zinc-200 bg-white">
              <img src={previews[index]} alt="" className="aspect-square w-full object-cover" />
              <div className="flex items-center justify-between gap-1 p-1">
                <span className="truncate px-1 text-xs text-zinc-600">{file.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(files.filter((_, kept) => kept !== index))}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-label="Choose images"
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          event.target.value = '';
          const refused = picked.map(checkImageFile).find((reason) => reason !== null);
          setProblem(refused ?? null);
          const accepted = picked.filter((file) => checkImageFile(file) === null);
          onChange([...files, ...accepted].slice(0, STORE_RULES.imagesPerProductMax));
        }}
      />
      <Button variant="secondary" disabled={full} onClick={() => input.current?.click()}>
        <ImagePlus className="size-4" aria-hidden="true" /> Add images
      </Button>
      <p className="text-xs text-zinc-500">
        PNG, JPEG or WebP, up to {STORE_RULES.productImageMaxBytes / 1_000_000} MB, {STORE_RULES.imagesPerProductMax}{' '}
        images. They upload when you create the product; the first one is shown in the store.
      </p>
    </div>
  );
}
