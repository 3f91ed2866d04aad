import sharp from 'sharp';

import { planImageVariants, type PlannedVariant } from './plan-image-variants.js';

/**
 * The most pixels an upload may have (docs/product.md § Builder images): about 8,000 × 6,000. A 2 MB PNG of
 * one colour can declare 20,000 × 20,000 and take gigabytes to decode; such an upload is refused on its
 * sniffed header, and sharp refuses to decode beyond this too.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

// The server has two cores shared with HTTP: one libvips thread per image, a small operation cache (the
// same original is not read twice; the cache would only hold memory).
sharp.concurrency(1);
sharp.cache({ memory: 16, files: 0, items: 20 });

const ENCODE = {
  // Effort 2 of 9: a 1920 px AVIF in well under a second; the size gain of higher efforts is a few per cent.
  avif: (image: sharp.Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 75, effort: 3 }),
  jpeg: (image: sharp.Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image: sharp.Sharp) => image.png({ compressionLevel: 8, palette: false }),
} as const;

export interface MadeVariant extends PlannedVariant {
  bytes: Buffer;
}

/**
 * Decodes the original (EXIF orientation applied, the pixel limit enforced) and encodes each planned
 * variant. Throws on bytes sharp cannot decode; the caller records that no variants exist.
 */
export async function makeImageVariants(
  key: string,
  original: Buffer,
): Promise<{ width: number; height: number; variants: MadeVariant[] }> {
  const source = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const metadata = await source.metadata();
  // rotate() swaps the axes of an image whose EXIF says it is turned a quarter.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  const variants: MadeVariant[] = [];
  for (const planned of planImageVariants(key, { width, height })) {
    const resized = source.clone().resize({ width: planned.width, withoutEnlargement: true });
    variants.push({ ...planned, bytes: await ENCODE[planned.format](resized).toBuffer() });
  }
  return { width, height, variants };
}
