import { ImageUp, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

import { uploadWebsiteImage } from '../api/upload-website-image';
import { IMAGE_ACCEPT, imageFileProblem } from '../image-file';

interface ImageUploadButtonProps {
  uuid: string;
  /** The button's words ("Upload image", "Choose image"); the file input is named the same. */
  text: string;
  onUploaded: (src: string) => void;
}

/**
 * The builder's image picker: picks a file, refuses wrong types and 2048 KB or more before sending (docs/product.md
 * § Builder images), uploads the rest to the site's images and hands back its address on the assets origin.
 */
export function ImageUploadButton({ uuid, text, onUploaded }: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setUploading(true);
    try {
      const image = await uploadWebsiteImage(uuid, file);
      onUploaded(image.src);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Sorry, an error occured. Try again');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label={text}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="sm" variant="secondary" onClick={() => input.current?.click()} disabled={isUploading}>
        {isUploading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <ImageUp className="size-4" aria-hidden="true" />
        )}
        {isUploading ? 'Uploading…' : text}
      </Button>
      <p className="text-[11px] text-zinc-500">PNG, SVG, JPG or JPEG, under 2 MB.</p>
      {problem && (
        <p role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
